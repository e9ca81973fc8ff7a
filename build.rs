//! Rebuild when the question bank changes: it is built into the binary.
fn main() {
    println!("cargo:rerun-if-changed=question-bank");
}
