//! Work spread over the cores: each item goes to the next free thread, and the results
//! come back in the items' order. For batches whose items differ widely in cost (the
//! bank's templates, a class's scanned pages), where fixed chunks would leave a core idle.

use std::sync::atomic::{AtomicUsize, Ordering};

/// `f` applied to every item on `threads` threads (at least one, at most one per item),
/// the results in the order of `items`. A panic in `f` is resumed on the caller's
/// thread, so no result is silently missing.
pub fn map_ordered<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let threads = threads.clamp(1, items.len().max(1));
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return mine;
                        };
                        mine.push((i, f(item)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::map_ordered;

    #[test]
    fn results_come_back_in_the_items_order_whatever_the_threads() {
        let items: Vec<u64> = (0..100).collect();
        for threads in [0, 1, 2, 7, 500] {
            let squares = map_ordered(&items, threads, |n| n * n);
            assert_eq!(squares, items.iter().map(|n| n * n).collect::<Vec<_>>());
        }
        assert!(map_ordered(&[] as &[u64], 4, |n| *n).is_empty());
    }
}
