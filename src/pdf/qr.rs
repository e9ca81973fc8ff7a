//! QR codes as SVG images for the sheets: the exam code on the booklet's title page and
//! on the answer sheet, so a scanner or a phone reads it without typing.
//!
//! Error correction at level M (15 %) survives a crease or a pen mark; the quiet zone of
//! four modules around the code is part of the image, so the sheet needs no margin of
//! its own for a reader to find it.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The text does not fit in a QR code.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a QR code cannot hold `{text}`: {reason}")]
pub struct QrError {
    /// The text that was to be encoded.
    pub text: String,
    /// Why it could not be.
    pub reason: String,
}

/// `text` as a QR code, an SVG image with black modules on white.
///
/// # Errors
/// When `text` is too long for the largest QR code (about 2,300 characters at level M).
pub fn svg(text: &str) -> Result<Vec<u8>, QrError> {
    let code =
        QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).map_err(|e| QrError {
            text: text.to_owned(),
            reason: e.to_string(),
        })?;
    let image = code
        .render::<svg::Color<'_>>()
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .quiet_zone(true)
        .module_dimensions(4, 4)
        .build();
    Ok(image.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_becomes_an_svg_image() {
        let image = String::from_utf8(svg("K7Q3-M2XA").unwrap()).unwrap();
        assert!(image.starts_with("<?xml"), "{image}");
        assert!(image.contains("<svg"), "{image}");
    }

    #[test]
    fn text_too_long_for_any_qr_code_is_an_error() {
        let err = svg(&"x".repeat(5000)).unwrap_err();
        assert!(err.to_string().contains("cannot hold"), "{err}");
    }
}
