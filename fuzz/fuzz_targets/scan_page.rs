//! A scanned page: any bytes as a scanner's PDF or as an image, and every image found
//! looked for an answer sheet (QR code, corner marks); a page that is not one is a
//! reason for the report, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ruling::exam::definition::Paper;
use ruling::scan::input::pdf_pages;
use ruling::scan::page::find;

fuzz_target!(|data: &[u8]| {
    if data.starts_with(b"%PDF") {
        if let Ok(pages) = pdf_pages("fuzz.pdf", data) {
            for page in pages {
                if let Ok(img) = page.image {
                    let _ = find(&img, Paper::A4);
                }
            }
        }
        return;
    }
    // Small images only: a fuzzed header may claim gigapixels.
    let Ok(reader) = image::ImageReader::new(std::io::Cursor::new(data)).with_guessed_format()
    else {
        return;
    };
    let Ok((w, h)) = reader.into_dimensions() else {
        return;
    };
    if u64::from(w) * u64::from(h) > 4_000_000 {
        return;
    }
    if let Ok(img) = image::load_from_memory(data) {
        let _ = find(&img.into_luma8(), Paper::A4);
    }
});
