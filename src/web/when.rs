//! Dates and times as the reader writes them, in his time zone (review web-ux W14/W15: a
//! Norwegian student practising after midnight must not see yesterday's date in UTC).
//! The zone is the one chosen in settings, else the language's usual one (Oslo, Berlin,
//! Copenhagen; UTC for English, which is read everywhere). The zone database is built
//! into the binary (jiff's bundled tzdb), so a server without `/usr/share/zoneinfo`
//! dates the same.

use jiff::Timestamp;
use jiff::tz::TimeZone;

use crate::i18n::Lang;

use super::session::Ctx;

/// The zone a language's readers most likely live in.
pub fn default_zone(lang: Lang) -> &'static str {
    match lang {
        Lang::Nb => "Europe/Oslo",
        Lang::De => "Europe/Berlin",
        Lang::Da => "Europe/Copenhagen",
        Lang::En => "UTC",
    }
}

/// Whether `name` is a zone of the database (`Europe/Oslo`), for the settings form.
pub fn is_zone(name: &str) -> bool {
    TimeZone::get(name).is_ok()
}

/// Every zone name of the bundled database, sorted.
pub fn zones() -> Vec<String> {
    let mut names: Vec<String> = jiff::tz::db()
        .available()
        .map(|name| name.to_string())
        .collect();
    names.sort();
    names
}

/// The reader's zone: his own choice, else his language's.
pub fn zone(ctx: &Ctx) -> TimeZone {
    let chosen = ctx.user().and_then(|u| u.time_zone.as_deref());
    chosen
        .and_then(|name| TimeZone::get(name).ok())
        .or_else(|| TimeZone::get(default_zone(ctx.lang)).ok())
        .unwrap_or(TimeZone::UTC)
}

/// `27.11.2026 18:37` (nb, de, da) or `27 Nov 2026, 18:37` (en) for a Unix time.
pub fn moment(unix: i64, ctx: &Ctx) -> String {
    format_in(unix, ctx.lang, &zone(ctx), true)
}

/// `27.11.2026` or `27 Nov 2026`.
pub fn day(unix: i64, ctx: &Ctx) -> String {
    format_in(unix, ctx.lang, &zone(ctx), false)
}

/// The calendar day of a Unix time in the reader's zone, as a sortable key
/// (`2026-11-27`), for grouping answers by day.
pub fn day_key(unix: i64, zone: &TimeZone) -> String {
    match Timestamp::from_second(unix) {
        Ok(t) => t
            .to_zoned_datetime(zone.clone())
            .strftime("%Y-%m-%d")
            .to_string(),
        Err(_) => String::new(),
    }
}

/// A [`day_key`] as the reader writes a date (`27.11.2026`, `27 Nov 2026`).
pub fn day_label(key: &str, lang: Lang) -> String {
    match key.parse::<jiff::civil::Date>() {
        Ok(d) => match lang {
            Lang::En => d.strftime("%-d %b %Y").to_string(),
            _ => d.strftime("%d.%m.%Y").to_string(),
        },
        Err(_) => key.to_owned(),
    }
}

fn format_in(unix: i64, lang: Lang, zone: &TimeZone, time: bool) -> String {
    let Ok(t) = Timestamp::from_second(unix) else {
        return String::new();
    };
    let z = t.to_zoned_datetime(zone.clone());
    let pattern = match (lang, time) {
        (Lang::En, true) => "%-d %b %Y, %H:%M",
        (Lang::En, false) => "%-d %b %Y",
        (_, true) => "%d.%m.%Y %H:%M",
        (_, false) => "%d.%m.%Y",
    };
    z.strftime(pattern).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(unix: i64, lang: Lang, zone: &str, time: bool) -> String {
        format_in(unix, lang, &TimeZone::get(zone).unwrap(), time)
    }

    /// 2026-11-27 23:30 UTC is already the 28th in Oslo (UTC+1 in winter).
    #[test]
    fn a_late_answer_is_dated_by_the_readers_clock() {
        let late = 1_795_822_200;
        assert_eq!(at(late, Lang::En, "UTC", true), "27 Nov 2026, 23:30");
        assert_eq!(at(late, Lang::Nb, "Europe/Oslo", true), "28.11.2026 00:30");
        assert_eq!(at(late, Lang::De, "Europe/Berlin", false), "28.11.2026");
    }

    /// Summer time: Oslo is UTC+2 in July.
    #[test]
    fn summer_time_is_kept() {
        let july = 1_782_900_000; // 2026-07-01 10:00 UTC
        assert_eq!(at(july, Lang::Nb, "Europe/Oslo", true), "01.07.2026 12:00");
    }

    #[test]
    fn day_keys_sort_and_read_back_as_labels() {
        let oslo = TimeZone::get("Europe/Oslo").unwrap();
        assert_eq!(day_key(1_795_822_200, &oslo), "2026-11-28");
        assert_eq!(day_label("2026-11-28", Lang::Nb), "28.11.2026");
        assert_eq!(day_label("2026-11-28", Lang::En), "28 Nov 2026");
    }

    #[test]
    fn zones_are_checked_by_name() {
        assert!(is_zone("Europe/Oslo"));
        assert!(!is_zone("Europe/Atlantis"));
        for lang in Lang::ALL {
            assert!(is_zone(default_zone(lang)));
        }
    }
}
