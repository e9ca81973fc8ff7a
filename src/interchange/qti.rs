//! IMS QTI 2.1.
use crate::bank::Variant;
use crate::i18n::Lang;

use super::InterchangeError;

/// The QTI content package of `variants`, as zip bytes.
///
/// # Errors
/// The zip cannot be built.
pub fn package(_variants: &[Variant], _lang: Lang) -> Result<Vec<u8>, InterchangeError> {
    Ok(Vec::new())
}
