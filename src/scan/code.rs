//! A page's QR code found and read with rqrr: the page it names and where it lies.
//!
//! rqrr reads most scans at their own size. A blurred page saved as a poor JPEG is the
//! exception: rqrr still finds the code's three finder squares, but samples some of its
//! modules wrong and the error correction gives up. So the part of the image where a
//! code was found and not read is cut out and read again, made sharper, larger, or
//! black and white against its own neighbourhood: each undoes a different blur, and the
//! cut-out is small, so the tries cost little beside the page's first reading. A wrong
//! page is not the risk: what is read must pass the code's error correction and then
//! [`PageId`]'s own check character.

use image::GrayImage;
use image::imageops::{FilterType, resize};

use crate::exam::sheets::layout::PageId;

use super::page::sample;

/// A QR code of ours found: the page it names, its corners in the image (top left,
/// top right, bottom right, bottom left as the code reads) and its modules a side.
pub(super) type Code = (PageId, [(f32, f32); 4], usize);

/// The corners of a grid found and not read.
type Missed = [(f32, f32); 4];

/// Grids found and not read that are read again, at most: a page has one code.
const MISSED: usize = 3;

/// The first grid of a prepared image that is a page of ours, its corners times a
/// scale plus an offset; the corners of grids found but not read are pushed on
/// `$missed`, for [`near`] to read again. A macro: rqrr does not export the trait its
/// image buffers are generic over.
macro_rules! decoded {
    ($prepared:expr, $scale:expr, $offset:expr, $missed:expr) => {{
        let mut first = None;
        let (scale, (dx, dy)): (f32, (f32, f32)) = ($scale, $offset);
        for grid in $prepared.detect_grids() {
            let corners = grid
                .bounds
                .map(|p| (p.x as f32 * scale + dx, p.y as f32 * scale + dy));
            let Ok((_, text)) = grid.decode() else {
                if $missed.len() < MISSED {
                    $missed.push(corners);
                }
                continue;
            };
            let Some(id) = PageId::parse(&text) else {
                continue;
            };
            first = Some((id, corners, rqrr::BitGrid::size(&grid.grid)));
            break;
        }
        first
    }};
}

/// The QR code of ours in `img`, read at a size where its modules are a few pixels
/// wide (a 300 dpi page is read at half size: four times fewer pixels to look through).
pub(super) fn find(img: &GrayImage) -> Option<Code> {
    let (w, h) = img.dimensions();
    let long = w.max(h);
    let mut missed = Vec::new();
    let mut scales = vec![];
    if long > 2200 {
        scales.push(long.div_ceil(1800));
    }
    scales.push(1);
    for step in scales {
        if let Some(found) = code_at(img, step, &mut missed) {
            return Some(found);
        }
    }
    if let Some(found) = again(img, &mut missed) {
        return Some(found);
    }
    // A small or blurred page: its modules drawn twice as large read where they did not;
    // then the page made black and white at Otsu's level rather than rqrr's own.
    if long < 2200
        && let Some(found) = code_up(img, &mut missed)
    {
        return Some(found);
    }
    let level = f32::from(imageproc::contrast::otsu_level(img));
    let up = if long < 2200 { 2 } else { 1 };
    let mut prepared =
        rqrr::PreparedImage::prepare_from_bitmap((up * w) as usize, (up * h) as usize, |x, y| {
            sample(img, x as f32 / up as f32, y as f32 / up as f32) < level
        });
    decoded!(prepared, 1.0 / up as f32, (0.0, 0.0), missed).or_else(|| again(img, &mut missed))
}

/// Every grid `missed` read again by [`near`], emptied.
fn again(img: &GrayImage, missed: &mut Vec<Missed>) -> Option<Code> {
    missed.drain(..).find_map(|bounds| near(img, bounds))
}

/// A QR code of ours in `img` doubled in size, between pixels bilinear.
fn code_up(img: &GrayImage, missed: &mut Vec<Missed>) -> Option<Code> {
    let (w, h) = img.dimensions();
    let mut prepared =
        rqrr::PreparedImage::prepare_from_greyscale(2 * w as usize, 2 * h as usize, |x, y| {
            sample(img, x as f32 / 2.0, y as f32 / 2.0) as u8
        });
    decoded!(prepared, 0.5, (0.0, 0.0), missed)
}

/// A QR code of ours in `img` read at one pixel in `step` each way.
fn code_at(img: &GrayImage, step: u32, missed: &mut Vec<Missed>) -> Option<Code> {
    let (w, h) = img.dimensions();
    let (sw, sh) = ((w / step) as usize, (h / step) as usize);
    let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(sw, sh, |x, y| {
        // The darkest of each block: thin modules survive the shrinking.
        let (x0, y0) = (x as u32 * step, y as u32 * step);
        let mut v = 255;
        for dy in 0..step {
            for dx in 0..step {
                v = v.min(img.get_pixel((x0 + dx).min(w - 1), (y0 + dy).min(h - 1)).0[0]);
            }
        }
        v
    });
    decoded!(prepared, step as f32, (0.0, 0.0), missed)
}

/// The code found at `bounds` and not read, read again from the image around it:
/// sharpened, enlarged, smoothed, or made black and white against its neighbourhood,
/// until one reads.
fn near(img: &GrayImage, bounds: Missed) -> Option<Code> {
    let (w, h) = img.dimensions();
    let xs = bounds.map(|p| p.0);
    let ys = bounds.map(|p| p.1);
    let min = |v: [f32; 4]| v.into_iter().fold(f32::INFINITY, f32::min);
    let max = |v: [f32; 4]| v.into_iter().fold(f32::NEG_INFINITY, f32::max);
    let side = (max(xs) - min(xs)).max(max(ys) - min(ys));
    if !side.is_finite() || side < 10.0 {
        return None;
    }
    // Half the code's side around it: its quiet zone and some page beyond, for rqrr's
    // own threshold, which averages over a share of the image's width.
    let margin = side / 2.0;
    let x0 = (min(xs) - margin).max(0.0) as u32;
    let y0 = (min(ys) - margin).max(0.0) as u32;
    let x1 = ((max(xs) + margin).max(0.0) as u32).min(w);
    let y1 = ((max(ys) + margin).max(0.0) as u32).min(h);
    if x1 <= x0 + 10 || y1 <= y0 + 10 {
        return None;
    }
    let crop = image::imageops::crop_imm(img, x0, y0, x1 - x0, y1 - y0).to_image();
    // Keep the cut-out's size bounded whatever the scan's resolution: a module of about
    // five pixels before enlarging, as rqrr reads a 100–150 dpi page best.
    let module = side / 21.0;
    let crop = if module > 8.0 {
        let f = 5.0 / module;
        let (cw, ch) = (crop.width() as f32 * f, crop.height() as f32 * f);
        resize(&crop, cw as u32, ch as u32, FilterType::Triangle)
    } else {
        crop
    };
    let shrunk = (x1 - x0) as f32 / crop.width() as f32;
    let module = module / shrunk;
    let sigma = (0.22 * module).max(0.5);
    let larger =
        |img: &GrayImage, n: u32, filter| resize(img, n * img.width(), n * img.height(), filter);
    let tries: [&dyn Fn() -> (GrayImage, f32); 7] = [
        &|| {
            let sharp = imageproc::filter::sharpen_gaussian(&crop, sigma, 1.5);
            (larger(&sharp, 2, FilterType::Triangle), 2.0)
        },
        &|| (imageproc::filter::sharpen_gaussian(&crop, sigma, 1.5), 1.0),
        &|| (larger(&crop, 3, FilterType::CatmullRom), 3.0),
        &|| (imageproc::filter::median_filter(&crop, 1, 1), 1.0),
        &|| {
            let smooth = imageproc::filter::median_filter(&crop, 1, 1);
            (larger(&smooth, 2, FilterType::Triangle), 2.0)
        },
        &|| {
            let up = larger(&crop, 2, FilterType::Triangle);
            let r = (2.4 * module) as u32;
            (
                imageproc::contrast::adaptive_threshold(&up, r.max(2), 0),
                2.0,
            )
        },
        &|| {
            let up = larger(&crop, 2, FilterType::Triangle);
            let r = (4.0 * module) as u32;
            (
                imageproc::contrast::adaptive_threshold(&up, r.max(4), 0),
                2.0,
            )
        },
    ];
    let mut unread = Vec::new();
    tries.iter().find_map(|make| {
        let (tried, up) = make();
        let mut prepared = rqrr::PreparedImage::prepare(tried);
        decoded!(prepared, shrunk / up, (x0 as f32, y0 as f32), unread)
    })
}
