//! Misreadings worked by hand, as data (issue 30, review A17): each line of
//! `tests/it/data/misreadings.jsonl` is a case in the `ruling rule` contract, a field
//! asked, a misreading's id and the value that misreading gives, worked out by hand from
//! the Laws, with its source. One test runs them all and names the line that fails.

use std::path::Path;

use ruling::laws::{Answer, Field, Law, Limits, Unit, rule};
use ruling::misreading::{Asked, misapplications};
use ruling::model::Fraction;

/// The value as the file writes it: a number, yes or no, or a paragraph's code.
fn expected(value: &serde_json::Value, unit: Unit, at: &str) -> Answer {
    match value {
        serde_json::Value::Bool(b) => Answer::YesNo(*b),
        serde_json::Value::String(code) => {
            Answer::Law(Law::from_code(code).unwrap_or_else(|| panic!("{at}: law {code}")))
        }
        serde_json::Value::Number(n) => {
            let n = n.as_i64().unwrap_or_else(|| panic!("{at}: a whole number"));
            Answer::from_number(unit, Fraction::from_integer(n))
                .unwrap_or_else(|| panic!("{at}: {n} is no {unit:?}"))
        }
        other => panic!("{at}: value {other}"),
    }
}

#[test]
fn every_misreading_worked_by_hand_gives_its_value() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/data/misreadings.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut ids = std::collections::BTreeSet::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{}:{}", path.display(), n + 1);
        let row: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{at}: {e}"));
        let id = row["id"].as_str().unwrap_or_else(|| panic!("{at}: id"));
        assert!(
            row["source"].as_str().is_some_and(|s| !s.is_empty()),
            "{at}: source"
        );
        let field: Field = row["field"]
            .as_str()
            .and_then(|f| f.parse().ok())
            .unwrap_or_else(|| panic!("{at}: field"));
        let case = ruling::interface::read(row["case"].clone())
            .unwrap_or_else(|e| panic!("{at}: case: {e:?}"));
        let ruled = rule(&case, &Limits::default()).unwrap_or_else(|e| panic!("{at}: {e}"));
        let unit: Unit = match &row["unit"] {
            serde_json::Value::Null => field.unit(),
            code => serde_json::from_value(code.clone()).unwrap_or_else(|e| panic!("{at}: {e}")),
        };
        let asked = Asked { field, unit };
        let found = misapplications(&case, &ruled, asked, &Limits::default());
        let want = expected(&row["value"], unit, &at);
        let m = found.iter().find(|m| m.id == id).unwrap_or_else(|| {
            let named: Vec<_> = found.iter().map(|m| (&*m.id, m.value)).collect();
            panic!("{at}: {id} is not among the misreadings found: {named:?}")
        });
        assert!(
            m.value.same(want),
            "{at}: {id} gives {:?}; worked by hand: {want:?}",
            m.value
        );
        ids.insert(id.to_owned());
    }
    assert!(ids.len() >= 33, "{} misreadings worked by hand", ids.len());
}
