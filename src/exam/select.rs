//! Which templates an exam asks: `--templates revoke:4,claims:3,adjustments:3`, a list
//! of template ids, families, or `all`, each optionally with how many to draw from it.
//!
//! - A family or `all` without `:K` gives `--count` templates, or every one it has when
//!   `--count` is absent; a template id gives itself.
//! - Templates are drawn from a family by the exam's seed (the same command, the same
//!   exam) and keep the bank's order within it, so a family's questions stay together.
//! - Only the templates of the exam's federation (`--federation`) are drawn from a
//!   family; a template id of another federation is an error naming its federations.
//! - A template is asked once: a later family draws only from what is left, and naming
//!   a template twice is an error.

use std::fmt;
use std::str::FromStr;

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use super::content::TemplateInfo;
use crate::bank::federation::Scope;

/// One item of `--templates`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// A template id, a family, or `all`.
    pub name: String,
    /// How many templates to draw from a family or `all`; `None` for the default.
    pub count: Option<usize>,
}

/// `--templates` parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selection(pub Vec<Item>);

/// `--templates` could not be read or met.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SelectError {
    #[error("--templates is empty: name template ids, families (e.g. revoke:4,claims:3) or all")]
    /// No item at all.
    Empty,
    #[error("--templates: `{item}`: the count after `:` must be a whole number of at least 1")]
    /// The count after `:` is not a whole number of at least 1.
    BadCount {
        /// The item as written.
        item: String,
    },
    #[error("--templates: `{name}` is neither a template id nor a family (families: {families})")]
    /// A name that is neither a template id, a family nor `all`.
    Unknown {
        /// The name.
        name: String,
        /// The bank's families, to choose from.
        families: String,
    },
    #[error("--templates: `{name}` is one template; it cannot give {count}")]
    /// A count other than 1 after a template id.
    CountOnTemplate {
        /// The template id.
        name: String,
        /// The count asked.
        count: usize,
    },
    #[error("--templates: template `{name}` is asked twice")]
    /// A template named twice.
    Twice {
        /// The template id.
        name: String,
    },
    #[error(
        "--templates: template `{name}` belongs to {federations} courses only, not to this exam's (--federation {scope})"
    )]
    /// A template id of a federation other than the exam's.
    OtherFederation {
        /// The template id.
        name: String,
        /// The federations it belongs to, comma-separated.
        federations: String,
        /// The exam's federation.
        scope: Scope,
    },
    #[error("--templates: `{name}` has {left} templates left to draw, not {count}")]
    /// A family (or `all`) with fewer templates left to draw than its count.
    TooFew {
        /// The family, or `all`.
        name: String,
        /// The count asked.
        count: usize,
        /// The templates of it not yet chosen.
        left: usize,
    },
}

impl FromStr for Selection {
    type Err = SelectError;
    fn from_str(s: &str) -> Result<Selection, SelectError> {
        let mut items = Vec::new();
        for raw in s.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let (name, count) = match raw.split_once(':') {
                Some((name, count)) => {
                    let count = count
                        .trim()
                        .parse::<usize>()
                        .ok()
                        .filter(|n| *n >= 1)
                        .ok_or_else(|| SelectError::BadCount {
                            item: raw.to_owned(),
                        })?;
                    (name.trim(), Some(count))
                }
                None => (raw, None),
            };
            items.push(Item {
                name: name.to_owned(),
                count,
            });
        }
        if items.is_empty() {
            return Err(SelectError::Empty);
        }
        Ok(Selection(items))
    }
}

impl fmt::Display for Selection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items: Vec<String> = self
            .0
            .iter()
            .map(|i| match i.count {
                Some(n) => format!("{}:{n}", i.name),
                None => i.name.clone(),
            })
            .collect();
        f.write_str(&items.join(","))
    }
}

impl Selection {
    /// The templates the exam asks, in order, drawn from `templates` by `seed`.
    ///
    /// # Errors
    /// An unknown name, a template asked twice, or a family with too few templates
    /// left for its count.
    pub fn choose(
        &self,
        count: Option<usize>,
        templates: &[TemplateInfo],
        seed: u64,
    ) -> Result<Vec<TemplateInfo>, SelectError> {
        self.choose_in(Scope::All, count, templates, seed)
    }

    /// The templates the exam asks, drawn as [`Selection::choose`] does, from those
    /// `scope` admits only.
    ///
    /// # Errors
    /// As [`Selection::choose`], and a template id outside `scope`.
    pub fn choose_in(
        &self,
        scope: Scope,
        count: Option<usize>,
        templates: &[TemplateInfo],
        seed: u64,
    ) -> Result<Vec<TemplateInfo>, SelectError> {
        let mut chosen: Vec<TemplateInfo> = Vec::new();
        for (index, item) in self.0.iter().enumerate() {
            let is_family = item.name == "all" || templates.iter().any(|t| t.family == item.name);
            if !is_family {
                let template = templates
                    .iter()
                    .find(|t| t.id == item.name)
                    .ok_or_else(|| unknown(&item.name, templates))?;
                if !scope.admits(&template.federations) {
                    return Err(SelectError::OtherFederation {
                        name: item.name.clone(),
                        federations: template
                            .federations
                            .iter()
                            .map(|f| f.code().to_ascii_uppercase())
                            .collect::<Vec<_>>()
                            .join(", "),
                        scope,
                    });
                }
                if let Some(n) = item.count.filter(|n| *n != 1) {
                    return Err(SelectError::CountOnTemplate {
                        name: item.name.clone(),
                        count: n,
                    });
                }
                if chosen.iter().any(|c| c.id == template.id) {
                    return Err(SelectError::Twice {
                        name: item.name.clone(),
                    });
                }
                chosen.push(template.clone());
                continue;
            }
            let pool: Vec<&TemplateInfo> = templates
                .iter()
                .filter(|t| item.name == "all" || t.family == item.name)
                .filter(|t| scope.admits(&t.federations))
                .filter(|t| !chosen.iter().any(|c| c.id == t.id))
                .collect();
            let want = item.count.or(count).unwrap_or(pool.len());
            if want > pool.len() {
                return Err(SelectError::TooFew {
                    name: item.name.clone(),
                    count: want,
                    left: pool.len(),
                });
            }
            // Each item its own stream of the seed: adding an item leaves the others'
            // draws as they were.
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            rng.set_stream(index as u64);
            let mut order: Vec<usize> = (0..pool.len()).collect();
            order.shuffle(&mut rng);
            let mut picked: Vec<usize> = order.into_iter().take(want).collect();
            picked.sort_unstable();
            chosen.extend(picked.into_iter().map(|i| pool[i].clone()));
        }
        Ok(chosen)
    }
}

fn unknown(name: &str, templates: &[TemplateInfo]) -> SelectError {
    let mut families: Vec<&str> = templates.iter().map(|t| t.family.as_str()).collect();
    families.sort_unstable();
    families.dedup();
    SelectError::Unknown {
        name: name.to_owned(),
        families: families.join(", "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bank() -> Vec<TemplateInfo> {
        let t = |id: &str, family: &str| TemplateInfo {
            id: id.into(),
            family: family.into(),
            federations: Vec::new(),
        };
        vec![
            t("r1", "revoke"),
            t("r2", "revoke"),
            t("r3", "revoke"),
            t("c1", "claims"),
            t("c2", "claims"),
            t("a1", "adjustments"),
        ]
    }

    fn ids(chosen: &[TemplateInfo]) -> Vec<&str> {
        chosen.iter().map(|t| t.id.as_str()).collect()
    }

    #[test]
    fn families_give_their_counts_in_the_order_asked() {
        let s: Selection = "claims:1, revoke:2".parse().unwrap();
        let chosen = s.choose(None, &bank(), 7).unwrap();
        assert_eq!(chosen.len(), 3);
        assert_eq!(chosen[0].family, "claims");
        assert!(chosen[1..].iter().all(|t| t.family == "revoke"));
        // Within a family, the bank's order.
        assert!(chosen[1].id < chosen[2].id);
    }

    #[test]
    fn the_same_seed_draws_the_same_templates() {
        let s: Selection = "all:3".parse().unwrap();
        let a = s.choose(None, &bank(), 11).unwrap();
        assert_eq!(a, s.choose(None, &bank(), 11).unwrap());
        let other = (0..20).any(|seed| s.choose(None, &bank(), seed).unwrap() != a);
        assert!(other, "twenty seeds all drew the same three templates");
    }

    #[test]
    fn count_applies_to_families_without_their_own() {
        let s: Selection = "revoke,claims:1".parse().unwrap();
        assert_eq!(s.choose(Some(2), &bank(), 1).unwrap().len(), 3);
        // Without --count a family gives every template it has.
        assert_eq!(s.choose(None, &bank(), 1).unwrap().len(), 4);
    }

    #[test]
    fn ids_give_themselves_and_later_families_skip_them() {
        let s: Selection = "r2,a1,revoke".parse().unwrap();
        assert_eq!(
            ids(&s.choose(None, &bank(), 3).unwrap()),
            ["r2", "a1", "r1", "r3"]
        );
    }

    #[test]
    fn bad_selections_say_what_is_wrong() {
        assert_eq!("".parse::<Selection>(), Err(SelectError::Empty));
        assert!(matches!(
            "revoke:x".parse::<Selection>(),
            Err(SelectError::BadCount { .. })
        ));
        assert!(matches!(
            "revoke:0".parse::<Selection>(),
            Err(SelectError::BadCount { .. })
        ));
        let err = "bidding"
            .parse::<Selection>()
            .unwrap()
            .choose(None, &bank(), 1);
        assert_eq!(
            err.unwrap_err().to_string(),
            "--templates: `bidding` is neither a template id nor a family (families: adjustments, claims, revoke)"
        );
        let err = "claims:3"
            .parse::<Selection>()
            .unwrap()
            .choose(None, &bank(), 1);
        assert_eq!(
            err,
            Err(SelectError::TooFew {
                name: "claims".into(),
                count: 3,
                left: 2
            })
        );
        let err = "r1,r1"
            .parse::<Selection>()
            .unwrap()
            .choose(None, &bank(), 1);
        assert_eq!(err, Err(SelectError::Twice { name: "r1".into() }));
        let err = "r1:2"
            .parse::<Selection>()
            .unwrap()
            .choose(None, &bank(), 1);
        assert!(matches!(err, Err(SelectError::CountOnTemplate { .. })));
    }
}
