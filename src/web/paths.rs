//! A path on this site to send the visitor back to, read from a form (the language
//! switch's `back`): parsed, not filtered (review security S11). Anything that is not a
//! plain local path goes to `/`.

/// A path of this site, safe as a `Location`: it starts with one `/`, holds only visible
/// ASCII (no space, tab, line break or NUL, which browsers strip or which break the
/// header), no backslash (which browsers read as `/`), and reads as a URI path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalPath(String);

impl LocalPath {
    /// `text` as a local path, if it is one.
    pub fn parse(text: &str) -> Option<LocalPath> {
        let rest = text.strip_prefix('/')?;
        let visible = |c: char| c.is_ascii_graphic() && c != '\\';
        if rest.starts_with('/') || !text.chars().all(visible) {
            return None;
        }
        text.parse::<axum::http::uri::PathAndQuery>().ok()?;
        Some(LocalPath(text.to_owned()))
    }

    /// `text` as a local path, else the home page.
    pub fn or_home(text: &str) -> LocalPath {
        LocalPath::parse(text).unwrap_or_else(|| LocalPath("/".to_owned()))
    }

    /// The path.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::LocalPath;

    #[test]
    fn only_plain_local_paths_pass() {
        for good in ["/", "/practice", "/practice/revoke-64a1?x=1", "/attempts/5"] {
            assert_eq!(LocalPath::or_home(good).as_str(), good);
        }
        // The review's bypasses: a tab or a line break that browsers strip to `//`, a
        // backslash read as `/`, another site, a NUL, a relative path, nothing.
        for bad in [
            "/\t/example.com",
            "/\r\n/x",
            "/\0",
            "//example.com",
            "/\\example.com",
            "https://example.com",
            "practice",
            "",
            "/ space",
            "/é",
        ] {
            assert_eq!(LocalPath::or_home(bad).as_str(), "/", "{bad:?}");
        }
    }
}
