//! Rebuild when the question bank or a migration changes: both are built into the binary
//! (`include_dir!` and `sqlx::migrate!` read their folders at compile time, and a new file
//! in them would otherwise go unnoticed until something else changed).
fn main() {
    println!("cargo:rerun-if-changed=question-bank");
    println!("cargo:rerun-if-changed=migrations");
}
