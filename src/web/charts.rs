//! Charts drawn on the server as SVG, so the progress page needs no JavaScript: bars of
//! the share of right answers (by family, by law) and a line of it over time. Each chart
//! carries a `<title>` and a `<desc>` listing its values, for screen readers.

use std::fmt::Write;

use crate::i18n::Lang;
use crate::i18n::notation::percent_text;

/// One bar or point: its label, the share right (0–1), and how many answers it counts.
#[derive(Debug, Clone, PartialEq)]
pub struct Datum {
    /// What the bar or point stands for: a family, a law, a date.
    pub label: String,
    /// The share of answers right, 0 to 1.
    pub share: f64,
    /// How many answers it counts.
    pub count: usize,
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn percent(share: f64) -> i64 {
    (share.clamp(0.0, 1.0) * 100.0).round() as i64
}

/// A share as the reader writes a percentage: `50%` (en), `50 %` (nb, de, da; W18).
fn shown(share: f64, lang: Lang) -> String {
    percent_text(&percent(share).to_string(), lang)
}

fn describe(data: &[Datum], lang: Lang) -> String {
    data.iter()
        .map(|d| format!("{}: {} ({})", d.label, shown(d.share, lang), d.count))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Horizontal bars, one per datum, each labelled on the line above it, the share on the
/// right. The label above (not beside) the bar keeps the chart 390 units wide, so that a
/// phone shows it at nearly its own size and its 12 px labels stay readable.
pub fn bars(title: &str, data: &[Datum], lang: Lang) -> String {
    let (bar_w, row_h) = (300.0, 42.0);
    let height = row_h * data.len().max(1) as f64 + 6.0;
    let width = bar_w + 90.0;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg class="chart" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" xmlns="http://www.w3.org/2000/svg"><title>{}</title><desc>{}</desc>"#,
        escape(title),
        escape(&describe(data, lang))
    );
    for (i, d) in data.iter().enumerate() {
        let y = 4.0 + row_h * i as f64;
        let w = bar_w * d.share.clamp(0.0, 1.0);
        let class = if d.share >= 0.8 {
            "good"
        } else if d.share >= 0.5 {
            "fair"
        } else {
            "poor"
        };
        let _ = write!(
            svg,
            r#"<text x="0" y="{}" class="label">{}</text><rect x="0" y="{}" width="{bar_w}" height="16" class="track"/><rect x="0" y="{}" width="{w:.1}" height="16" class="bar {class}"/><text x="{}" y="{}" class="value">{} ({})</text>"#,
            y + 12.0,
            escape(&d.label),
            y + 18.0,
            y + 18.0,
            bar_w + 8.0,
            y + 31.0,
            shown(d.share, lang),
            d.count
        );
    }
    svg.push_str("</svg>");
    svg
}

/// A line of the share right per period, with a dot per period; 380 units wide, for the
/// same reason as [`bars`].
pub fn line(title: &str, data: &[Datum], lang: Lang) -> String {
    let (left, top, w, h) = (40.0, 10.0, 320.0, 140.0);
    let width = left + w + 20.0;
    let height = top + h + 40.0;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg class="chart" role="img" viewBox="0 0 {width} {height}" width="{width}" height="{height}" xmlns="http://www.w3.org/2000/svg"><title>{}</title><desc>{}</desc>"#,
        escape(title),
        escape(&describe(data, lang))
    );
    for pct in [0, 50, 100] {
        let y = top + h * (1.0 - f64::from(pct) / 100.0);
        let _ = write!(
            svg,
            r#"<line x1="{left}" y1="{y}" x2="{}" y2="{y}" class="grid"/><text x="{}" y="{}" text-anchor="end" class="label">{}</text>"#,
            left + w,
            left - 6.0,
            y + 4.0,
            percent_text(&pct.to_string(), lang)
        );
    }
    let step = if data.len() > 1 {
        w / (data.len() - 1) as f64
    } else {
        0.0
    };
    let point = |i: usize, d: &Datum| {
        (
            left + step * i as f64 + if data.len() == 1 { w / 2.0 } else { 0.0 },
            top + h * (1.0 - d.share.clamp(0.0, 1.0)),
        )
    };
    let path: Vec<String> = data
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let (x, y) = point(i, d);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    if data.len() > 1 {
        let _ = write!(
            svg,
            r#"<polyline points="{}" class="line"/>"#,
            path.join(" ")
        );
    }
    // At most five dates under the axis: a date is some 65 units wide.
    let every = data.len().div_ceil(5).max(1);
    for (i, d) in data.iter().enumerate() {
        let (x, y) = point(i, d);
        let _ = write!(
            svg,
            r#"<circle cx="{x:.1}" cy="{y:.1}" r="4" class="dot"><title>{}: {} ({})</title></circle>"#,
            escape(&d.label),
            shown(d.share, lang),
            d.count
        );
        if i % every == 0 || i + 1 == data.len() {
            let _ = write!(
                svg,
                r#"<text x="{x:.1}" y="{}" text-anchor="middle" class="label">{}</text>"#,
                top + h + 20.0,
                escape(&d.label)
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

/// `2026-11-23` for a Unix time (UTC), by the civil-from-days rule of the proleptic
/// Gregorian calendar.
pub fn date(unix: i64) -> String {
    let z = unix.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc_days() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_700_000_000), "2023-11-14");
    }

    #[test]
    fn labels_are_escaped_and_values_described() {
        let svg = bars(
            "By family",
            &[Datum {
                label: "<Revokes & claims>".into(),
                share: 0.5,
                count: 4,
            }],
            Lang::En,
        );
        assert!(svg.contains("&lt;Revokes &amp; claims&gt;"));
        assert!(!svg.contains("<Revokes"));
        assert!(svg.contains("50% (4)"));
    }
}
