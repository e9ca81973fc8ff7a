//! Blank pages: the backs of answer sheets printed on both sides, which a duplex scanner
//! scans with the rest. Such a page is left out and said so, not reported as a page
//! that could not be read (which would make every duplex batch look broken).

use image::GrayImage;

/// The share of the page, inside its margins, that may be ink and still count as blank:
/// a speck or two of dust, never a QR code (over 0.3 % of an A4 page) or a filled mark.
const MAX_INK: f64 = 0.0005;

/// Whether `img` holds no ink: hardly a pixel inside its margins (a scanner's dark
/// edges left out) darker than half the paper's brightness.
pub fn is_blank(img: &GrayImage) -> bool {
    let (w, h) = img.dimensions();
    if w < 20 || h < 20 {
        return false;
    }
    let (mx, my) = (w / 20, h / 20);
    let inside =
        || (my..h - my).flat_map(move |y| (mx..w - mx).map(move |x| img.get_pixel(x, y).0[0]));
    // The paper: the brightness most of the page is at least as light as.
    let mut histogram = [0u64; 256];
    for v in inside() {
        histogram[usize::from(v)] += 1;
    }
    let total: u64 = histogram.iter().sum();
    let mut seen = 0;
    let paper = (0..=255u8)
        .rev()
        .find(|&v| {
            seen += histogram[usize::from(v)];
            seen * 2 >= total
        })
        .unwrap_or(255);
    if paper < 96 {
        // A dark image (a photo of a table, a cover): not a page at all.
        return false;
    }
    let ink_below = usize::from(paper / 2);
    let ink: u64 = histogram[..ink_below].iter().sum();
    (ink as f64) < MAX_INK * total as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_paper_with_dust_and_dark_scanner_edges_is_blank() {
        let mut page = GrayImage::from_pixel(400, 560, image::Luma([236]));
        // The scanner's lid leaves a black band at one edge.
        for y in 0..560 {
            for x in 0..12 {
                page.put_pixel(x, y, image::Luma([20]));
            }
        }
        page.put_pixel(200, 300, image::Luma([30]));
        assert!(is_blank(&page));
    }

    #[test]
    fn a_mark_or_a_code_is_not_blank() {
        let mut page = GrayImage::from_pixel(400, 560, image::Luma([236]));
        // A filled circle of about 4 mm at this size: 10 × 10 pixels.
        for y in 100..110 {
            for x in 100..110 {
                page.put_pixel(x, y, image::Luma([40]));
            }
        }
        assert!(!is_blank(&page));
        assert!(!is_blank(&GrayImage::from_pixel(
            400,
            560,
            image::Luma([30])
        )));
    }
}
