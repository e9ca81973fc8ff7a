//! Answer sheets made into scans by the tests themselves: typeset by the exam's own
//! print job, drawn to pixels by typst's renderer, marked as students mark (a fill, a
//! cross, light pencil, an erasure, two marks in a row), and spoilt as scanners and
//! phones spoil them (a turn, a tilt, a zoom, noise, blur, JPEG, a smudge).

use image::{GrayImage, Luma};
use imageproc::geometric_transformations::{Interpolation, Projection, warp_into};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use ruling::exam::Exam;
use ruling::exam::sheets::layout::{Field, Form};
use ruling::pdf::Typesetter;

/// Every student's answer sheet pages, rendered at `dpi`, by student then page.
pub fn render(exam: &Exam, dpi: f32) -> Vec<Vec<GrayImage>> {
    let doc = ruling::exam::sheets::print_job(Typesetter::global(), &exam.render()).unwrap();
    let pages = doc.pages();
    let mut sheets = Vec::new();
    for part in doc
        .parts()
        .iter()
        .filter(|p| p.name.starts_with("answers-"))
    {
        let sheet = part
            .pages
            .clone()
            .filter(|&p| pages[p - 1].frame.items().next().is_some())
            .map(|p| {
                let pixmap = typst_render::render(&pages[p - 1], dpi / 72.0);
                GrayImage::from_fn(pixmap.width(), pixmap.height(), |x, y| {
                    let px = pixmap.pixel(x, y).unwrap();
                    // Premultiplied over white.
                    let a = f32::from(px.alpha()) / 255.0;
                    let g = 0.299 * f32::from(px.red())
                        + 0.587 * f32::from(px.green())
                        + 0.114 * f32::from(px.blue());
                    Luma([(g + 255.0 * (1.0 - a)).clamp(0.0, 255.0) as u8])
                })
            })
            .collect();
        sheets.push(sheet);
    }
    sheets
}

/// The circles to fill in a field, a group's index or none each, for the answer `text`
/// as the scanner spells it (`b`, `yes`, `7`, `-420`, `10,60`, `64A2(b)`).
pub fn marks_for(field: &Field, text: &str) -> Vec<Option<usize>> {
    let index = |g: usize, v: &str| field.groups[g].bubbles.iter().position(|b| b.value == v);
    match field.form {
        Form::Choice | Form::YesNo | Form::Tricks => vec![index(0, text)],
        Form::Number {
            sign,
            digits,
            decimals,
        } => {
            let negative = text.starts_with('-');
            let text = text.trim_start_matches('-');
            let (whole, part) = text.split_once([',', '.']).unwrap_or((text, ""));
            let mut marks = Vec::new();
            if sign {
                marks.push(negative.then_some(0));
            }
            let pad = digits - whole.len();
            marks.extend((0..pad).map(|_| None));
            marks.extend(whole.chars().map(|c| c.to_digit(10).map(|d| d as usize)));
            let part: Vec<char> = part
                .chars()
                .chain(std::iter::repeat('0'))
                .take(decimals)
                .collect();
            marks.extend(part.iter().map(|c| c.to_digit(10).map(|d| d as usize)));
            marks
        }
        Form::Law => {
            let n = text.chars().take_while(char::is_ascii_digit).count();
            let (number, rest) = text.split_at(n);
            let rest: Vec<char> = rest.chars().filter(|c| !matches!(c, '(' | ')')).collect();
            let tens = (number.len() == 2)
                .then(|| index(0, &number[..1]))
                .flatten();
            let units = index(1, &number[number.len() - 1..]);
            let at = |g: usize, i: usize| rest.get(i).and_then(|c| index(g, &c.to_string()));
            vec![tens, units, at(2, 0), at(3, 1), at(4, 2)]
        }
    }
}

/// How a circle is marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stroke {
    /// Filled with a dark pen.
    Fill,
    /// Crossed through.
    Cross,
    /// Light pencil, too faint to count.
    Pencil,
    /// Filled, then rubbed out.
    Erased,
}

/// Marks circle `(group, index)` of `field` on a page rendered at `dpi`.
pub fn mark(
    img: &mut GrayImage,
    dpi: f32,
    field: &Field,
    group: usize,
    index: usize,
    stroke: Stroke,
    rng: &mut impl Rng,
) {
    let b = &field.groups[group].bubbles[index];
    let px = dpi / 25.4;
    let (cx, cy) = (b.x * px, b.y * px);
    // A hand is never quite on the centre.
    let (cx, cy) = (
        cx + rng.random_range(-0.3..0.3) * px,
        cy + rng.random_range(-0.3..0.3) * px,
    );
    let r = 1.75 * px;
    match stroke {
        Stroke::Fill => disc(img, cx, cy, r, 35, rng),
        Stroke::Pencil => disc(img, cx, cy, r, 185, rng),
        Stroke::Erased => disc(img, cx, cy, r * 1.05, 212, rng),
        Stroke::Cross => {
            let w = 0.7 * px;
            line(img, (cx - r, cy - r), (cx + r, cy + r), w, 30);
            line(img, (cx - r, cy + r), (cx + r, cy - r), w, 30);
        }
    }
}

fn disc(img: &mut GrayImage, cx: f32, cy: f32, r: f32, level: u8, rng: &mut impl Rng) {
    let (x0, x1) = ((cx - r).floor().max(0.0) as u32, (cx + r).ceil() as u32);
    let (y0, y1) = ((cy - r).floor().max(0.0) as u32, (cy + r).ceil() as u32);
    for y in y0..=y1.min(img.height() - 1) {
        for x in x0..=x1.min(img.width() - 1) {
            let d = ((x as f32 - cx).powi(2) + (y as f32 - cy).powi(2)).sqrt();
            if d <= r {
                let v = (i32::from(level) + rng.random_range(-12..12)).clamp(0, 255) as u8;
                let p = img.get_pixel_mut(x, y);
                p.0[0] = p.0[0].min(v);
            }
        }
    }
}

fn line(img: &mut GrayImage, a: (f32, f32), b: (f32, f32), width: f32, level: u8) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let (x0, x1) = (a.0.min(b.0) - width, a.0.max(b.0) + width);
    let (y0, y1) = (a.1.min(b.1) - width, a.1.max(b.1) + width);
    for y in y0.max(0.0) as u32..=(y1 as u32).min(img.height() - 1) {
        for x in x0.max(0.0) as u32..=(x1 as u32).min(img.width() - 1) {
            let (px, py) = (x as f32 - a.0, y as f32 - a.1);
            let t = ((px * dx + py * dy) / len2).clamp(0.0, 1.0);
            let d = ((px - t * dx).powi(2) + (py - t * dy).powi(2)).sqrt();
            if d <= width / 2.0 {
                let p = img.get_pixel_mut(x, y);
                p.0[0] = p.0[0].min(level);
            }
        }
    }
}

/// How a page was spoilt, for a failure's message.
#[derive(Debug, Clone, Copy)]
pub struct Spoilt {
    /// Degrees.
    pub turn: f32,
    /// The far edge's shrinking, 0.1 for a phone held at about 10°.
    pub tilt: f32,
    /// 0.9–1.1.
    pub scale: f32,
    /// Pixels.
    pub blur: f32,
}

/// `page` spoilt: turned up to ±5° (half the pages upside down as well), tilted, scaled
/// 90–110 %, blurred, noisy, with a smudge beside the heading, then saved as JPEG at
/// quality 40 and read back.
pub fn spoil(page: &GrayImage, dpi: f32, seed: u64) -> (GrayImage, Spoilt) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut page = page.clone();
    let px = dpi / 25.4;
    // A smudge on the heading, away from every circle and corner.
    let (sx, sy) = (
        rng.random_range(60.0..120.0) * px,
        rng.random_range(28.0..44.0) * px,
    );
    disc(&mut page, sx, sy, 5.0 * px, 90, &mut rng);
    let (w, h) = (page.width() as f32, page.height() as f32);
    let spoilt = Spoilt {
        turn: rng.random_range(-5.0..5.0),
        tilt: rng.random_range(0.0..0.10),
        scale: rng.random_range(0.9..1.1),
        blur: rng.random_range(0.3..1.2) * dpi / 150.0,
    };
    let mut corners = [(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)];
    // The edge farther from the phone is shorter.
    let edge = rng.random_range(0..4usize);
    let (i, j) = (edge, (edge + 1) % 4);
    let (mx, my) = (
        (corners[i].0 + corners[j].0) / 2.0,
        (corners[i].1 + corners[j].1) / 2.0,
    );
    for k in [i, j] {
        corners[k].0 = mx + (corners[k].0 - mx) * (1.0 - spoilt.tilt);
        corners[k].1 = my + (corners[k].1 - my) * (1.0 - spoilt.tilt);
    }
    let upside_down = rng.random_bool(0.5);
    let angle = spoilt.turn.to_radians()
        + if upside_down {
            std::f32::consts::PI
        } else {
            0.0
        };
    let (cw, ch) = (w * 1.2, h * 1.2);
    let (sin, cos) = angle.sin_cos();
    let placed = corners.map(|(x, y)| {
        let (x, y) = ((x - w / 2.0) * spoilt.scale, (y - h / 2.0) * spoilt.scale);
        (cw / 2.0 + x * cos - y * sin, ch / 2.0 + x * sin + y * cos)
    });
    let projection =
        Projection::from_control_points([(0.0, 0.0), (w, 0.0), (w, h), (0.0, h)], placed).unwrap();
    let mut out = GrayImage::from_pixel(cw as u32, ch as u32, Luma([120]));
    warp_into(
        &page,
        &projection,
        Interpolation::Bilinear,
        Luma([120]),
        &mut out,
    );
    let mut out = imageproc::filter::gaussian_blur_f32(&out, spoilt.blur);
    for p in out.pixels_mut() {
        let noise: f32 = (0..4).map(|_| rng.random_range(-6.0..6.0)).sum();
        p.0[0] = (f32::from(p.0[0]) + noise).clamp(0.0, 255.0) as u8;
    }
    (from_jpeg(&to_jpeg(&out)), spoilt)
}

/// `img` as a JPEG file's bytes at quality 40.
pub fn to_jpeg(img: &GrayImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    let encoder = image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 40);
    img.write_with_encoder(encoder).unwrap();
    bytes
}

fn from_jpeg(bytes: &[u8]) -> GrayImage {
    image::load_from_memory(bytes).unwrap().into_luma8()
}
