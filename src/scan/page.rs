//! One scanned image made a page of ours: which page it is (its QR code), where the page
//! lies in the image (the four corner squares, through a projective transform, so a
//! phone held at an angle reads as well as a flat-bed scanner), and how dark each circle
//! is against the page's own paper and ink.
//!
//! The QR code comes first: its corners give a rough map from the sheet's millimetres
//! to the image's pixels in any orientation, which says where to look for each corner
//! square; the squares' centres then give the exact map. Paper is measured around each
//! circle (a phone's light falls off across a page), ink inside the corner squares.

use image::GrayImage;
use imageproc::geometric_transformations::Projection;
use imageproc::region_labelling::{Connectivity, connected_components};

use crate::exam::definition::Paper;
use crate::exam::sheets::layout::{self, Bubble, MARK, PageId, QR_SIZE};
use crate::scan::code;

/// Why an image is not a page that can be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageError {
    /// No QR code of ours was found.
    #[error("no answer sheet QR code found")]
    NoCode,
    /// A corner square was not found where the QR code says it is.
    #[error("corner square {0} of 4 not found")]
    NoCorner(usize),
    /// The corners found make no page.
    #[error("the corner squares do not make a page")]
    BadFrame,
}

/// How dark one circle is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Darkness {
    /// Its mean darkness, 0 as the paper around it, 1 as the corner squares' ink.
    pub mean: f32,
    /// The share of it darker than halfway from paper to ink.
    pub cover: f32,
}

/// A page found in an image, ready to measure.
pub struct Found {
    /// Which page it is.
    pub id: PageId,
    /// From the sheet's millimetres to the image's pixels.
    pub to_image: Projection,
    /// The corner squares' grey level.
    pub ink: f32,
    /// About how many pixels a millimetre is.
    pub px_per_mm: f32,
}

/// A dark blob: pixels, the sums of their x and y, and its box (left, top, right, bottom).
type Blob = (f32, f32, f32, u32, u32, u32, u32);

/// The grey level at `(x, y)`, between pixels bilinear; white outside the image.
pub(super) fn sample(img: &GrayImage, x: f32, y: f32) -> f32 {
    let (w, h) = img.dimensions();
    if !(x >= 0.0 && y >= 0.0 && x <= (w - 1) as f32 && y <= (h - 1) as f32) {
        return 255.0;
    }
    let (x0, y0) = (x.floor() as u32, y.floor() as u32);
    let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
    let (fx, fy) = (x - x0 as f32, y - y0 as f32);
    let p = |x, y| f32::from(img.get_pixel(x, y).0[0]);
    let top = p(x0, y0) * (1.0 - fx) + p(x1, y0) * fx;
    let bottom = p(x0, y1) * (1.0 - fx) + p(x1, y1) * fx;
    top * (1.0 - fy) + bottom * fy
}

/// The centre of the corner square nearest to `guess` within `radius` pixels, as the
/// centroid of a dark blob of about the square's size.
fn find_corner(
    img: &GrayImage,
    guess: (f32, f32),
    radius: f32,
    px_per_mm: f32,
) -> Option<(f32, f32)> {
    let (w, h) = img.dimensions();
    let x0 = (guess.0 - radius).max(0.0) as u32;
    let y0 = (guess.1 - radius).max(0.0) as u32;
    let x1 = ((guess.0 + radius) as u32).min(w.saturating_sub(1));
    let y1 = ((guess.1 + radius) as u32).min(h.saturating_sub(1));
    if x1 <= x0 + 4 || y1 <= y0 + 4 {
        return None;
    }
    let window = image::imageops::crop_imm(img, x0, y0, x1 - x0, y1 - y0).to_image();
    let level = imageproc::contrast::otsu_level(&window);
    let dark = GrayImage::from_fn(window.width(), window.height(), |x, y| {
        image::Luma([u8::from(window.get_pixel(x, y).0[0] <= level)])
    });
    let labels = connected_components(&dark, Connectivity::Eight, image::Luma([0u8]));
    let mut blobs: std::collections::HashMap<u32, Blob> = std::collections::HashMap::new();
    for (x, y, l) in labels.enumerate_pixels() {
        let l = l.0[0];
        if l == 0 {
            continue;
        }
        let b = blobs.entry(l).or_insert((0.0, 0.0, 0.0, x, y, x, y));
        b.0 += 1.0;
        b.1 += x as f32;
        b.2 += y as f32;
        b.3 = b.3.min(x);
        b.4 = b.4.min(y);
        b.5 = b.5.max(x);
        b.6 = b.6.max(y);
    }
    let expected = (MARK * px_per_mm).powi(2);
    blobs
        .values()
        .filter(|b| {
            let (bw, bh) = ((b.5 - b.3 + 1) as f32, (b.6 - b.4 + 1) as f32);
            b.0 > 0.45 * expected
                && b.0 < 1.8 * expected
                && bw / bh < 1.8
                && bh / bw < 1.8
                && b.0 / (bw * bh) > 0.45
        })
        .map(|b| (b.1 / b.0 + x0 as f32, b.2 / b.0 + y0 as f32))
        .min_by(|a, b| {
            let d = |p: &(f32, f32)| (p.0 - guess.0).powi(2) + (p.1 - guess.1).powi(2);
            d(a).total_cmp(&d(b))
        })
}

impl PageError {
    /// The error in the catalogue's words.
    pub fn message(&self) -> crate::laws::Message {
        use crate::laws::Message;
        match self {
            PageError::NoCode => Message::new("scan-error-no-code"),
            PageError::NoCorner(n) => Message::new("scan-error-no-corner").with("corner", *n),
            PageError::BadFrame => Message::new("scan-error-frame"),
        }
    }
}

fn distance(a: (f32, f32), b: (f32, f32)) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Finds the page in `img`, printed on `paper`.
///
/// # Errors
/// No QR code of ours, a corner square not found, or corners that make no page.
pub fn find(img: &GrayImage, paper: Paper) -> Result<Found, PageError> {
    let (id, bounds, modules) = code::find(img).ok_or(PageError::NoCode)?;
    // The code's own corners on the sheet, inside its quiet zone of four modules.
    let (qx, qy) = layout::qr_corner(paper);
    let m = QR_SIZE / (modules + 8) as f32;
    let (a, b) = (4.0 * m, QR_SIZE - 4.0 * m);
    // An affine map from the code's corners, averaged over its sides: a projective one
    // from four points 20 mm apart swings wildly 250 mm away.
    let side = b - a;
    let sub = |p: (f32, f32), q: (f32, f32)| (p.0 - q.0, p.1 - q.1);
    let (tr_tl, br_bl) = (sub(bounds[1], bounds[0]), sub(bounds[2], bounds[3]));
    let (bl_tl, br_tr) = (sub(bounds[3], bounds[0]), sub(bounds[2], bounds[1]));
    let u = (
        (tr_tl.0 + br_bl.0) / 2.0 / side,
        (tr_tl.1 + br_bl.1) / 2.0 / side,
    );
    let v = (
        (bl_tl.0 + br_tr.0) / 2.0 / side,
        (bl_tl.1 + br_tr.1) / 2.0 / side,
    );
    let centre_img = (
        bounds.iter().map(|p| p.0).sum::<f32>() / 4.0,
        bounds.iter().map(|p| p.1).sum::<f32>() / 4.0,
    );
    let centre_mm = (qx + QR_SIZE / 2.0, qy + QR_SIZE / 2.0);
    let rough = |(x, y): (f32, f32)| {
        let (dx, dy) = (x - centre_mm.0, y - centre_mm.1);
        (
            centre_img.0 + dx * u.0 + dy * v.0,
            centre_img.1 + dx * u.1 + dy * v.1,
        )
    };
    let px_per_mm = ((u.0 * u.0 + u.1 * u.1).sqrt() + (v.0 * v.0 + v.1 * v.1).sqrt()) / 2.0;
    let marks = layout::marks(paper);
    let mut found = [(0.0, 0.0); 4];
    for (i, &mark) in marks.iter().enumerate() {
        // The farther the corner from the code, the more a phone's angle moves it.
        let guess = rough(mark);
        let radius = (10.0 + 0.15 * distance(mark, centre_mm)) * px_per_mm;
        found[i] = find_corner(img, guess, radius, px_per_mm).ok_or(PageError::NoCorner(i + 1))?;
    }
    let to_image = Projection::from_control_points(marks, found).ok_or(PageError::BadFrame)?;
    let mut ink = Vec::new();
    for &(cx, cy) in &marks {
        for i in 0..5 {
            for j in 0..5 {
                let (x, y) = (cx - 1.6 + 0.8 * i as f32, cy - 1.6 + 0.8 * j as f32);
                let (px, py) = to_image * (x, y);
                ink.push(sample(img, px, py));
            }
        }
    }
    ink.sort_by(f32::total_cmp);
    Ok(Found {
        id,
        to_image,
        ink: ink[ink.len() / 2],
        px_per_mm,
    })
}

/// A circle's inside, where a fill is measured: clear of its printed ring.
const INSIDE: f32 = 1.25;

impl Found {
    /// How dark `b` is against the paper around it.
    pub fn darkness(&self, img: &GrayImage, b: &Bubble) -> Darkness {
        let step = (1.0 / self.px_per_mm).clamp(0.12, 0.3);
        let n = (INSIDE / step).ceil() as i32;
        let mut paper = Vec::with_capacity(64);
        // The paper: the lightest of a square around the circle, between its neighbours.
        for i in -4..=4 {
            for j in -4..=4 {
                let (x, y) = (b.x + i as f32 * 0.8, b.y + j as f32 * 0.8);
                let (px, py) = self.to_image * (x, y);
                paper.push(sample(img, px, py));
            }
        }
        paper.sort_by(f32::total_cmp);
        let white = paper[paper.len() * 9 / 10];
        let span = (white - self.ink).max(20.0);
        let half = white - span / 2.0;
        let (mut sum, mut dark, mut count) = (0.0, 0usize, 0usize);
        for i in -n..=n {
            for j in -n..=n {
                let (dx, dy) = (i as f32 * step, j as f32 * step);
                if dx * dx + dy * dy > INSIDE * INSIDE {
                    continue;
                }
                let (px, py) = self.to_image * (b.x + dx, b.y + dy);
                let v = sample(img, px, py);
                sum += ((white - v) / span).clamp(0.0, 1.0);
                dark += usize::from(v < half);
                count += 1;
            }
        }
        let count = count.max(1) as f32;
        Darkness {
            mean: sum / count,
            cover: dark as f32 / count,
        }
    }

    /// The part of the page `area` (millimetres, with a margin) straightened, at
    /// `px_per_mm` pixels a millimetre: a crop for the instructor to look at.
    pub fn crop(&self, img: &GrayImage, area: layout::Rect, px_per_mm: f32) -> GrayImage {
        let margin = 2.0;
        let (x0, y0) = (area.x - margin, area.y - margin);
        let w = ((area.w + 2.0 * margin) * px_per_mm).ceil() as u32;
        let h = ((area.h + 2.0 * margin) * px_per_mm).ceil() as u32;
        GrayImage::from_fn(w.max(1), h.max(1), |x, y| {
            let mm = (x0 + x as f32 / px_per_mm, y0 + y as f32 / px_per_mm);
            let (px, py) = self.to_image * mm;
            image::Luma([sample(img, px, py).round() as u8])
        })
    }
}
