//! Records that remember (issue 30, review A4): a variant code rebuilds the question it
//! named. The digest of seeds 0–2 of every template, at its version, is pinned in
//! `tests/it/data/digests.tsv`; a change of output without a version bump fails here,
//! naming the template. After a deliberate bump (or for a new template) the file is
//! written again with `RULING_PIN_DIGESTS=1 cargo test --test it digests`.

use std::collections::BTreeMap;
use std::path::Path;

use ruling::bank::generate::generate;

use crate::support::bank;

const SEEDS: u64 = 3;

#[test]
fn every_template_rebuilds_the_variants_its_version_pinned() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/data/digests.tsv");
    let mut now = BTreeMap::new();
    for template in bank().templates() {
        for seed in 0..SEEDS {
            let variant = generate(template, seed).unwrap();
            let key = (template.id().to_owned(), template.version(), seed);
            now.insert(key, variant.digest());
        }
    }
    if std::env::var_os("RULING_PIN_DIGESTS").is_some() {
        let mut text = String::from("# template\tversion\tseed\tdigest\n");
        for ((id, version, seed), digest) in &now {
            text.push_str(&format!("{id}\t{version}\t{seed}\t{digest}\n"));
        }
        std::fs::write(&path, text).unwrap();
        return;
    }
    let text = std::fs::read_to_string(&path).unwrap();
    let mut pinned = BTreeMap::new();
    for (n, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#'))
    {
        let at = format!("{}:{}", path.display(), n + 1);
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, version, seed, digest] = fields[..] else {
            panic!("{at}: four fields expected: {line:?}");
        };
        let version: u32 = version.parse().unwrap_or_else(|_| panic!("{at}: version"));
        let seed: u64 = seed.parse().unwrap_or_else(|_| panic!("{at}: seed"));
        pinned.insert((id.to_owned(), version, seed), digest.to_owned());
    }
    let mut problems = Vec::new();
    for ((id, version, seed), digest) in &now {
        match pinned.get(&(id.clone(), *version, *seed)) {
            None => problems.push(format!(
                "{id} v{version} seed {seed}: no pinned digest (a new template or a bumped \
                 version: pin it with RULING_PIN_DIGESTS=1)"
            )),
            Some(old) if old != digest => problems.push(format!(
                "{id} v{version} seed {seed}: the variant changed without a version bump \
                 ({old} → {digest}): bump the template's version"
            )),
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
