//! The layers of `src/lib.rs` hold: data flows one way, template → scenario → engine →
//! answer and explanation → web page or printed sheet, and no module imports one above
//! it in this order. A new top-level module must take its place in [`LAYERS`].

use std::path::{Path, PathBuf};

/// The library's modules from the bottom up.
const LAYERS: [&str; 16] = [
    // A thread pool with no knowledge of bridge, beneath everything that may use it.
    "cores",
    "model",
    "solver",
    "laws",
    "misreading",
    "i18n",
    "interface",
    "bank",
    "grading",
    "present",
    "store",
    "pdf",
    "exam",
    "scan",
    "interchange",
    "web",
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level modules a file names after `crate::`, also inside `crate::{a, b::c}`.
fn layers_used(code: &str) -> Vec<String> {
    let ident = |t: &str| -> String {
        t.trim_start()
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut used = Vec::new();
    for piece in code.split("crate::").skip(1) {
        if let Some(group) = piece.strip_prefix('{') {
            // Top-level items of the group: split at commas outside nested braces.
            let (mut depth, mut item) = (0, String::new());
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        used.push(ident(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(c);
            }
            used.push(ident(&item));
        } else {
            used.push(ident(piece));
        }
    }
    used.retain(|u| !u.is_empty());
    used
}

#[test]
fn the_scan_sees_grouped_imports() {
    assert_eq!(
        layers_used("use crate::{laws::{Law, Step}, model::Card};\nlet x = crate::bank::f();"),
        ["laws", "model", "bank"]
    );
}

#[test]
fn no_module_imports_a_layer_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let rank = |name: &str| LAYERS.iter().position(|l| *l == name);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let top = relative
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_owned();
        if top == "lib" || top == "main" {
            continue;
        }
        let Some(own) = rank(&top) else {
            wrong.push(format!("{}: `{top}` is not in LAYERS", relative.display()));
            continue;
        };
        let code: String = std::fs::read_to_string(&file)
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for used in layers_used(&code) {
            match rank(&used) {
                Some(r) if r > own => wrong.push(format!(
                    "{}: {top} uses {used}, a layer above it",
                    relative.display()
                )),
                None => wrong.push(format!(
                    "{}: `crate::{used}` is not a layer",
                    relative.display()
                )),
                _ => {}
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
