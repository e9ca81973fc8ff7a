//! The images a scan gives: a PNG or JPEG file is one page; a PDF as scanners write it
//! is a page per PDF page, each the largest image on it, taken out as it is stored (JPEG
//! as JPEG; Flate-compressed grey, RGB or one-bit pixels unpacked) rather than
//! rasterised, so a 300 dpi scan is read at its own 300 dpi.

use std::path::Path;

use image::GrayImage;

/// One page image and where it came from.
pub struct Scanned {
    /// The file, with the page for a PDF (`scan.pdf:3`), for every message about it.
    pub place: String,
    /// The image, or why there is none (`scan-error-image`).
    pub image: Result<GrayImage, crate::laws::Message>,
}

/// Why a file gave no pages at all.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    /// The file could not be read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not a PDF lopdf can open.
    #[error("{path}: not a PDF that can be read: {reason}")]
    Pdf {
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
}

/// Every page image of the file at `path`: a PDF's pages, or the one image of a PNG or
/// JPEG (any other file is tried as an image, and says why it is not one).
///
/// # Errors
/// A file that cannot be read, or a PDF that cannot be opened. A page that gives no
/// image is a [`Scanned`] with its reason, not an error: the other pages are read.
pub fn load(path: &Path) -> Result<Vec<Scanned>, InputError> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|source| InputError::Io {
        path: name.clone(),
        source,
    })?;
    if bytes.starts_with(b"%PDF") {
        return pdf_pages(&name, &bytes);
    }
    Ok(vec![Scanned {
        image: decode(&bytes).map_err(unreadable),
        place: name,
    }])
}

/// Why an image could not be had, for the report (the image crate's or lopdf's words).
fn unreadable(reason: String) -> crate::laws::Message {
    crate::laws::Message::new("scan-error-image").code("reason", reason)
}

/// An image file's pixels in grey.
fn decode(bytes: &[u8]) -> Result<GrayImage, String> {
    image::load_from_memory(bytes)
        .map(|i| i.into_luma8())
        .map_err(|e| e.to_string())
}

/// Every page of a PDF, each as its largest image.
///
/// # Errors
/// A PDF lopdf cannot open.
pub fn pdf_pages(name: &str, bytes: &[u8]) -> Result<Vec<Scanned>, InputError> {
    let doc = lopdf::Document::load_mem(bytes).map_err(|e| InputError::Pdf {
        path: name.to_owned(),
        reason: e.to_string(),
    })?;
    Ok(doc
        .get_pages()
        .into_iter()
        .map(|(number, id)| Scanned {
            place: format!("{name}:{number}"),
            image: page_image(&doc, id).map_err(unreadable),
        })
        .collect())
}

fn page_image(doc: &lopdf::Document, page: lopdf::ObjectId) -> Result<GrayImage, String> {
    let images = doc.get_page_images(page).map_err(|e| e.to_string())?;
    let image = images
        .iter()
        .max_by_key(|i| i.width * i.height)
        .ok_or("no image on the page (a scanner's PDF has one per page)")?;
    let filters = image.filters.clone().unwrap_or_default();
    let (w, h) = (
        u32::try_from(image.width).map_err(|e| e.to_string())?,
        u32::try_from(image.height).map_err(|e| e.to_string())?,
    );
    match filters
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["DCTDecode"] => decode(image.content),
        [] | ["FlateDecode"] => {
            let raw = if filters.is_empty() {
                image.content.to_vec()
            } else {
                doc.get_object(image.id)
                    .and_then(lopdf::Object::as_stream)
                    .and_then(lopdf::Stream::decompressed_content)
                    .map_err(|e| e.to_string())?
            };
            let colour = image.color_space.as_deref().unwrap_or("DeviceGray");
            let bits = image.bits_per_component.unwrap_or(8);
            unpack(&raw, w, h, colour, bits)
        }
        other => Err(format!(
            "an image compressed as {} cannot be read",
            other.join(", ")
        )),
    }
}

/// Raw pixels as grey: 8-bit grey or RGB, or one bit a pixel (0 black).
fn unpack(raw: &[u8], w: u32, h: u32, colour: &str, bits: i64) -> Result<GrayImage, String> {
    let short = || "the image's data is shorter than its size says".to_owned();
    match (colour, bits) {
        ("DeviceGray", 8) => GrayImage::from_raw(
            w,
            h,
            raw.get(..(w * h) as usize).ok_or_else(short)?.to_vec(),
        )
        .ok_or_else(short),
        ("DeviceRGB", 8) => {
            let rgb = image::RgbImage::from_raw(
                w,
                h,
                raw.get(..(w * h * 3) as usize).ok_or_else(short)?.to_vec(),
            )
            .ok_or_else(short)?;
            Ok(image::DynamicImage::ImageRgb8(rgb).into_luma8())
        }
        ("DeviceGray", 1) => {
            let row = w.div_ceil(8) as usize;
            if raw.len() < row * h as usize {
                return Err(short());
            }
            Ok(GrayImage::from_fn(w, h, |x, y| {
                let byte = raw[y as usize * row + (x / 8) as usize];
                image::Luma([if byte & (0x80 >> (x % 8)) == 0 {
                    0
                } else {
                    255
                }])
            }))
        }
        _ => Err(format!(
            "an image of {colour} at {bits} bits cannot be read"
        )),
    }
}
