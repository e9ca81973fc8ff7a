//! The allocator `ruling` itself runs with (`src/main.rs`), so that a bench times what
//! the command does.

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;
