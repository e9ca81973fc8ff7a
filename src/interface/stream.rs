//! A long stream of cases ruled on every core, its lines written in input order.
//!
//! The input is cut into pieces at line starts, and each piece is ruled by the first free
//! thread. A piece ends where the next begins only if the reader of the whole input would
//! be there too: a value that crosses the cut (a case written over several lines) or a
//! malformed line whose error is found on the line after moves the true start of the next
//! piece. The writer checks each seam, and where the next piece began in the wrong place it
//! rules that piece again from the true start, so the output is byte for byte what one
//! thread reading from the first byte writes.

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, mpsc};

use crate::i18n::Lang;

use super::{Spanned, rule_span, skip_whitespace};

/// Bytes a piece aims at: a few hundred small cases, so a thread's share of the work is
/// large beside the cost of handing it over, and a stream of a few cases stays on one
/// thread.
const PIECE: usize = 64 * 1024;

/// Pieces ruled ahead of the writer, per thread: a slow claim in one piece must not let
/// the others pile up every later line in memory.
const AHEAD: usize = 4;

/// Where a piece ended, and its lines.
struct Ruled {
    spanned: Spanned,
    lines: Vec<u8>,
}

/// How the stream as a whole ended.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Ended {
    pub parsed_any: bool,
    pub errors: bool,
}

impl Ended {
    fn add(&mut self, spanned: Spanned) {
        self.parsed_any |= spanned.parsed_any;
        self.errors |= spanned.errors;
    }
}

/// Rules every case of `input` on up to `threads` threads (by default one a core) and
/// writes the lines to `out` in input order.
pub(super) fn rule_all(
    input: &[u8],
    lang: Lang,
    threads: Option<usize>,
    out: &mut impl Write,
) -> io::Result<Ended> {
    let cuts = cuts(input, PIECE);
    let mut ended = Ended::default();
    // Asked only for a long stream: the count is read from the system each time, which
    // costs more than ruling a case.
    let threads = match threads {
        _ if cuts.len() <= 2 => 1,
        Some(threads) => threads,
        None => std::thread::available_parallelism().map_or(1, usize::from),
    };
    if threads <= 1 {
        ended.add(rule_span(input, 0, input.len(), lang, out)?);
        return Ok(ended);
    }
    let pieces = cuts.len() - 1;
    let next = AtomicUsize::new(0);
    let written = Mutex::new(0usize);
    let room = Condvar::new();
    let stop = AtomicBool::new(false);
    let ahead = AHEAD * threads;
    let (send, receive) = mpsc::channel::<(usize, io::Result<Ruled>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(pieces) {
            let send = send.clone();
            let (next, written, room, stop, cuts) = (&next, &written, &room, &stop, &cuts);
            scope.spawn(move || {
                let _wake = WakeOnPanic {
                    written,
                    room,
                    stop,
                };
                loop {
                    let piece = next.fetch_add(1, Ordering::Relaxed);
                    if piece >= pieces {
                        break;
                    }
                    {
                        let mut done = written.lock().unwrap_or_else(|e| e.into_inner());
                        while piece >= *done + ahead && !stop.load(Ordering::Relaxed) {
                            done = room.wait(done).unwrap_or_else(|e| e.into_inner());
                        }
                    }
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let mut lines = Vec::new();
                    let ruled = rule_span(input, cuts[piece], cuts[piece + 1], lang, &mut lines)
                        .map(|spanned| Ruled { spanned, lines });
                    if send.send((piece, ruled)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let result = write_in_order(input, lang, &cuts, &receive, out, &mut ended, |done| {
            *written.lock().unwrap_or_else(|e| e.into_inner()) = done;
            room.notify_all();
        });
        // Whatever happened, no thread may wait for room that will not come.
        halt(&written, &room, &stop);
        drop(receive);
        result
    })?;
    Ok(ended)
}

/// Tells every thread waiting for room to stop. The flag is set under the lock the
/// waiters check it under, so none can miss the wake-up (a write error, say a closed
/// pipe, must not leave a thread waiting for ever).
fn halt(written: &Mutex<usize>, room: &Condvar, stop: &AtomicBool) {
    let _guard = written.lock().unwrap_or_else(|e| e.into_inner());
    stop.store(true, Ordering::Relaxed);
    room.notify_all();
}

/// Halts the others if a thread panics while ruling: the writer then rules the pieces
/// still missing itself, and the panic shows as it would on one thread.
struct WakeOnPanic<'a> {
    written: &'a Mutex<usize>,
    room: &'a Condvar,
    stop: &'a AtomicBool,
}

impl Drop for WakeOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            halt(self.written, self.room, self.stop);
        }
    }
}

/// Takes the pieces as they come, writes each in its turn, and mends each seam where a
/// piece began somewhere the whole-input reader would not.
fn write_in_order(
    input: &[u8],
    lang: Lang,
    cuts: &[usize],
    receive: &mpsc::Receiver<(usize, io::Result<Ruled>)>,
    out: &mut impl Write,
    ended: &mut Ended,
    mut wrote: impl FnMut(usize),
) -> io::Result<()> {
    let pieces = cuts.len() - 1;
    let mut waiting: BTreeMap<usize, Ruled> = BTreeMap::new();
    // Where the reader of the whole input is: the first byte of the next value.
    let mut at = skip_whitespace(input, 0);
    for piece in 0..pieces {
        let ruled = loop {
            if let Some(ruled) = waiting.remove(&piece) {
                break ruled;
            }
            match receive.recv() {
                Ok((index, ruled)) => {
                    waiting.insert(index, ruled?);
                }
                // Every thread has stopped without the piece: rule it here.
                Err(_) => {
                    let mut lines = Vec::new();
                    let spanned = rule_span(input, cuts[piece], cuts[piece + 1], lang, &mut lines)?;
                    break Ruled { spanned, lines };
                }
            }
        };
        let spanned = if skip_whitespace(input, cuts[piece]) == at {
            out.write_all(&ruled.lines)?;
            ruled.spanned
        } else if at >= cuts[piece + 1] {
            // The reader is already past this piece: a value crossed it whole.
            Spanned {
                stop: at,
                ..Spanned::default()
            }
        } else {
            rule_span(input, at, cuts[piece + 1], lang, out)?
        };
        ended.add(spanned);
        at = spanned.stop.max(at);
        wrote(piece + 1);
    }
    Ok(())
}

/// The piece boundaries: 0, then the start of a line about every `size` bytes (a line
/// that opens an object if one is near, where a case most likely begins), then the end.
fn cuts(input: &[u8], size: usize) -> Vec<usize> {
    let mut cuts = vec![0];
    let mut from = size;
    while from < input.len() {
        let window = &input[from..input.len().min(from + size / 2)];
        let line_start = window
            .windows(2)
            .position(|w| w == b"\n{")
            .or_else(|| window.iter().position(|&b| b == b'\n'))
            .map(|p| from + p + 1);
        match line_start {
            Some(cut) if cut < input.len() => {
                cuts.push(cut);
                from = cut + size;
            }
            Some(_) => break,
            None => from += size / 2,
        }
    }
    cuts.push(input.len());
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sequential(input: &[u8]) -> (Vec<u8>, Spanned) {
        let mut out = Vec::new();
        let spanned = rule_span(input, 0, input.len(), Lang::En, &mut out).unwrap();
        (out, spanned)
    }

    /// The pieces ruled on another thread and sent last first, so the writer must hold
    /// them back and mend every seam itself.
    fn in_pieces(input: &[u8], size: usize) -> Vec<u8> {
        let cuts = cuts(input, size);
        let (send, receive) = mpsc::channel();
        std::thread::scope(|scope| {
            let cuts = &cuts;
            scope.spawn(move || {
                for piece in (0..cuts.len() - 1).rev() {
                    let mut lines = Vec::new();
                    let spanned =
                        rule_span(input, cuts[piece], cuts[piece + 1], Lang::En, &mut lines);
                    let _ = send.send((piece, spanned.map(|spanned| Ruled { spanned, lines })));
                }
            });
            let mut out = Vec::new();
            let mut ended = Ended::default();
            write_in_order(
                input,
                Lang::En,
                cuts,
                &receive,
                &mut out,
                &mut ended,
                |_| {},
            )
            .unwrap();
            out
        })
    }

    const CASES: [&str; 3] = [
        r#"{"kind":"imps","difference":570}"#,
        r#"{"kind":"score","contract":"4SX","declarer":"E","vulnerable":"EW","tricks":12}"#,
        r#"{"kind":"imps","difference":"many"}"#,
    ];

    /// `n` lines of [`CASES`] in turn, one a bad field.
    fn stream_of(n: usize) -> String {
        (0..n)
            .map(|i| format!("{}\n", CASES[i % CASES.len()]))
            .collect()
    }

    #[test]
    fn pieces_write_what_one_reader_writes() {
        let input = stream_of(200);
        let (whole, _) = sequential(input.as_bytes());
        for size in [16, 50, 97, 300, 4096] {
            assert_eq!(
                in_pieces(input.as_bytes(), size),
                whole,
                "pieces of {size} bytes"
            );
        }
    }

    #[test]
    fn a_case_over_several_lines_or_a_broken_line_moves_the_seam() {
        let mut input = String::new();
        for i in 0..60 {
            match i % 5 {
                // Pretty-printed over lines that a cut may fall between.
                0 => input.push_str("{\n\"kind\": \"imps\",\n\n\"difference\": 120\n}\n"),
                // Broken: the error is found only on the next line.
                1 => input.push_str("{\"kind\": \"imps\",\n"),
                2 => input.push_str("not json\n"),
                _ => {
                    input.push_str(CASES[i % CASES.len()]);
                    input.push('\n');
                }
            }
        }
        let (whole, spanned) = sequential(input.as_bytes());
        assert!(spanned.errors && spanned.parsed_any);
        for size in [8, 20, 33, 64, 150] {
            assert_eq!(
                String::from_utf8(in_pieces(input.as_bytes(), size)).unwrap(),
                String::from_utf8(whole.clone()).unwrap(),
                "pieces of {size} bytes"
            );
        }
    }

    #[test]
    fn every_thread_writes_the_same_stream() {
        let input = stream_of(3000);
        let (whole, _) = sequential(input.as_bytes());
        let mut out = Vec::new();
        let ended = rule_all(input.as_bytes(), Lang::En, Some(2), &mut out).unwrap();
        assert!(ended.errors && ended.parsed_any);
        assert!(cuts(input.as_bytes(), PIECE).len() > 2, "the stream is cut");
        assert_eq!(out, whole);
    }

    /// A reader that closed the pipe: the writes fail after the first few.
    struct Closed(usize);

    impl Write for Closed {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.0 == 0 {
                return Err(io::ErrorKind::BrokenPipe.into());
            }
            self.0 -= 1;
            Ok(buf.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_output_ends_the_run_with_its_error() {
        let input = stream_of(20_000);
        // Returning at all is the point: no thread is left waiting for room.
        let err = rule_all(input.as_bytes(), Lang::En, Some(2), &mut Closed(3)).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::BrokenPipe);
    }

    #[test]
    fn cuts_fall_at_line_starts() {
        let input = b"{\"a\":1}\n{\"b\":2}\n  3\n{\"c\":3}\n";
        let cuts = cuts(input, 6);
        assert_eq!(cuts.first(), Some(&0));
        assert_eq!(cuts.last(), Some(&input.len()));
        for cut in &cuts[1..cuts.len() - 1] {
            assert_eq!(input[cut - 1], b'\n', "cut {cut}");
        }
    }
}
