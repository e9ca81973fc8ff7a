//! Solvers over end positions: claim mode (normal lines, Laws 70–71).

pub mod claim;
