//! Native tests of the wasm allocator's logic, over an arena that stands for wasm memory.
#![cfg(not(target_arch = "wasm32"))]

use super::*;
use std::collections::BTreeMap;

/// A run of pages of native memory handed out a page at a time, as `memory.grow` does; the
/// arena is aligned to a page, as wasm memory is.
struct Arena {
    base: usize,
    used: usize,
    capacity: usize,
}

impl Arena {
    fn new(capacity: usize) -> Arena {
        if capacity == 0 {
            return Arena {
                base: 0,
                used: 0,
                capacity,
            };
        }
        let layout = Layout::from_size_align(capacity * PAGE, PAGE).unwrap();
        // SAFETY: the layout's size is not zero.
        let base = unsafe { std::alloc::alloc_zeroed(layout) } as usize;
        assert_ne!(base, 0);
        Arena {
            base,
            used: 0,
            capacity,
        }
    }
}

impl Drop for Arena {
    fn drop(&mut self) {
        if self.capacity == 0 {
            return;
        }
        let layout = Layout::from_size_align(self.capacity * PAGE, PAGE).unwrap();
        // SAFETY: allocated in `new` with this layout.
        unsafe { std::alloc::dealloc(self.base as *mut u8, layout) }
    }
}

impl Pages for Arena {
    fn grow(&mut self, pages: usize) -> usize {
        if self.used + pages > self.capacity {
            return usize::MAX;
        }
        let first = self.base / PAGE + self.used;
        self.used += pages;
        first
    }
}

fn heap(pages: usize) -> Heap<Arena> {
    Heap::new(Arena::new(pages))
}

fn layout(size: usize, align: usize) -> Layout {
    Layout::from_size_align(size, align).unwrap()
}

impl Heap<Arena> {
    fn a(&mut self, size: usize, align: usize) -> usize {
        // SAFETY: the arena is this heap's alone.
        unsafe { self.alloc(layout(size, align)) as usize }
    }

    fn d(&mut self, at: usize, size: usize, align: usize) {
        // SAFETY: the tests free only what they allocated, once.
        unsafe { self.dealloc(at as *mut u8, layout(size, align)) }
    }

    /// `realloc` as the global allocator does it: the trait's own, over this heap.
    fn r(&mut self, at: usize, size: usize, align: usize, new_size: usize) -> usize {
        let global = Global::over(std::mem::replace(self, Heap::new(Arena::new(0))));
        // SAFETY: as for `d`.
        let moved = unsafe { global.realloc(at as *mut u8, layout(size, align), new_size) };
        *self = global.0.into_inner();
        moved as usize
    }

    /// Offset of `at` from the start of the arena.
    fn off(&self, at: usize) -> usize {
        at - self.pages.base
    }

    /// Bytes of the free lists and runs.
    fn free_bytes(&self) -> usize {
        let mut total = 0;
        for (k, &head) in self.classes.iter().enumerate() {
            let mut at = head;
            while at != 0 {
                total += 1 << (k as u32 + MIN);
                // SAFETY: a free block's first word is its link.
                at = unsafe { get(at) };
            }
        }
        let mut run = self.runs;
        while run != 0 {
            // SAFETY: a free run holds its link and its size.
            unsafe {
                total += get(run + WORD);
                run = get(run);
            }
        }
        total
    }
}

#[test]
fn class_is_the_power_of_two_of_size_and_alignment() {
    assert_eq!(class(1, 1), 0);
    assert_eq!(class(16, 8), 0);
    assert_eq!(class(17, 1), 1);
    assert_eq!(class(32, 4), 1);
    assert_eq!(class(8, 4096), 8);
    assert_eq!(class(1000, 8), 6);
    assert_eq!(class(32768, 8), 11);
    assert_eq!(class(32769, 1), 12);
    assert_eq!(whole_pages(1), PAGE);
    assert_eq!(whole_pages(PAGE), PAGE);
    assert_eq!(whole_pages(PAGE + 1), 2 * PAGE);
}

#[test]
fn small_blocks_split_a_page_and_are_reused_after_free() {
    let mut h = heap(4);
    let a = h.a(10, 8);
    // A page's first 16 bytes count its blocks in use; then one block of each class.
    assert_eq!(h.off(a), 16);
    assert_eq!(h.pages.used, 1);
    assert_eq!(
        h.classes.iter().filter(|&&head| head != 0).count(),
        CLASSES - 1
    );
    // An empty class splits the next block up, handing out its lower half.
    assert_eq!(
        {
            let at = h.a(16, 8);
            h.off(at)
        },
        32
    );
    assert_eq!(
        {
            let at = h.a(20, 4);
            h.off(at)
        },
        64
    );
    assert_eq!(
        {
            let at = h.a(64, 64);
            h.off(at)
        },
        128
    );
    assert_eq!(
        {
            let at = h.a(16, 1);
            h.off(at)
        },
        48
    );
    assert_eq!(
        {
            let at = h.a(32 * 1024, 8);
            h.off(at)
        },
        32 * 1024
    );
    assert_eq!(h.pages.used, 1);
    // SAFETY: the page's first word is its count.
    assert_eq!(unsafe { get(h.pages.base) }, 6);
    h.d(a, 10, 8);
    assert_eq!(h.a(12, 4), a);
    // Class 11 is empty now: another page.
    assert_eq!(
        {
            let at = h.a(20000, 8);
            h.off(at)
        },
        PAGE + 32 * 1024
    );
    assert_eq!(h.pages.used, 2);
}

#[test]
fn a_page_of_small_blocks_all_freed_goes_back_to_the_runs_before_memory_grows() {
    let mut h = heap(8);
    let sizes = [16, 24, 100, 3000, 32 * 1024];
    let blocks: Vec<usize> = sizes.iter().map(|&size| h.a(size, 8)).collect();
    assert_eq!(h.pages.used, 1);
    let other = h.a(8, 8);
    // The page is full for class 11, so this takes another.
    let second = h.a(20000, 8);
    assert_eq!(h.pages.used, 2);
    for (&at, &size) in blocks.iter().zip(&sizes) {
        h.d(at, size, 8);
    }
    h.d(second, 20000, 8);
    assert!(h.emptied);
    // The first page still holds `other`; the second is empty and makes room for a large
    // block without growing memory.
    let big = h.a(PAGE, 8);
    assert_eq!(big, h.pages.base + PAGE);
    assert_eq!(h.pages.used, 2);
    assert!(!h.emptied);
    // The first page stayed: its freed blocks are reused, the last freed first.
    assert_eq!(h.a(8, 8), h.pages.base + 16);
    assert_eq!(other, h.pages.base + 64);
}

#[test]
fn large_blocks_take_whole_pages_merge_when_freed_and_are_reused() {
    let mut h = heap(16);
    let a = h.a(40000, 8);
    let b = h.a(PAGE + 1, 8);
    let c = h.a(PAGE, 4096);
    assert_eq!((h.off(a), h.off(b), h.off(c)), (0, PAGE, 3 * PAGE));
    assert_eq!(h.pages.used, 4);
    h.d(a, 40000, 8);
    h.d(c, PAGE, 4096);
    h.d(b, PAGE + 1, 8);
    assert_eq!(h.runs, a);
    assert_eq!(h.free_bytes(), 4 * PAGE);
    // One run of four pages: a block of four fits without growing.
    let d = h.a(4 * PAGE - 5, 16);
    assert_eq!(d, a);
    assert_eq!(h.pages.used, 4);
    assert_eq!(h.runs, 0);
    // When no run is large enough, memory grows by the whole block, and the new pages merge
    // with the run before them.
    h.d(d, 4 * PAGE - 5, 16);
    let e = h.a(6 * PAGE, 8);
    assert_eq!(e, a + 4 * PAGE);
    assert_eq!(h.pages.used, 10);
    assert_eq!(h.free_bytes(), 4 * PAGE);
    // Out of memory is null, and leaves the heap as it was.
    assert_eq!(h.a(7 * PAGE, 8), 0);
    assert_eq!(h.a(1, 2 * PAGE), 0);
    assert_eq!(h.a(4 * PAGE, 8), a);
    assert_eq!(h.pages.used, 10);
}

#[test]
fn realloc_moves_the_contents_and_frees_the_old_block() {
    let mut h = heap(16);
    let a = h.a(20, 8);
    fill(a, 20, 7);
    let b = h.r(a, 20, 8, 40);
    assert_eq!(h.off(b), 64);
    assert!(holds(b, 20, 7));
    assert_eq!(h.a(30, 8), a);
    let big = h.a(PAGE, 8);
    assert_eq!(big, h.pages.base + PAGE);
    fill(big, PAGE, 9);
    let bigger = h.r(big, PAGE, 8, 3 * PAGE);
    assert_eq!(bigger, big + PAGE);
    assert!(holds(bigger, PAGE, 9));
    // The old page is free: the next page-sized block takes it.
    assert_eq!(h.a(PAGE - 1, 8), big);
    assert_eq!(h.top(), big + 4 * PAGE);
}

impl Heap<Arena> {
    fn top(&self) -> usize {
        self.pages.base + self.pages.used * PAGE
    }
}

/// A small, seeded generator of pseudo-random numbers (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }
}

/// A live block of the random test: its size, alignment and the byte it was filled with.
struct Live {
    size: usize,
    align: usize,
    fill: u8,
}

fn random_size(rng: &mut Rng) -> usize {
    match rng.below(100) {
        0..=59 => 1 + rng.below(64),
        60..=89 => 1 + rng.below(4096),
        90..=96 => 1 + rng.below(40000),
        _ => 1 + rng.below(300_000),
    }
}

fn fill(at: usize, size: usize, byte: u8) {
    // SAFETY: the block is live and the test's.
    unsafe { std::ptr::write_bytes(at as *mut u8, byte, size) }
}

fn holds(at: usize, size: usize, byte: u8) -> bool {
    // SAFETY: as for `fill`.
    unsafe { std::slice::from_raw_parts(at as *const u8, size) }
        .iter()
        .all(|&b| b == byte)
}

/// Checks that the block at `at` lies in the arena, is aligned, and overlaps no live block.
fn check_place(
    h: &Heap<Arena>,
    live: &BTreeMap<usize, Live>,
    at: usize,
    size: usize,
    align: usize,
) {
    assert_ne!(at, 0);
    assert_eq!(at % align, 0);
    assert!(at >= h.pages.base && at + size <= h.top());
    if let Some((&before, block)) = live.range(..at).next_back() {
        assert!(before + block.size <= at, "overlaps the block before");
    }
    if let Some((&after, _)) = live.range(at..).next() {
        assert!(at + size <= after, "overlaps the block after");
    }
}

fn random_run(seed: u64, steps: usize) {
    let mut h = heap(4096);
    let mut rng = Rng(seed);
    let mut live: BTreeMap<usize, Live> = BTreeMap::new();
    let mut byte = 0u8;
    for _ in 0..steps {
        let choice = rng.below(10);
        if live.is_empty() || choice < 4 {
            let size = random_size(&mut rng);
            let wide = rng.below(10) == 0;
            let align = 1 << rng.below(if wide { 13 } else { 4 });
            let at = h.a(size, align);
            check_place(&h, &live, at, size, align);
            byte = byte.wrapping_add(1);
            fill(at, size, byte);
            live.insert(
                at,
                Live {
                    size,
                    align,
                    fill: byte,
                },
            );
        } else {
            // A live block picked at random: the first at or after a random address.
            let span = (h.top() - h.pages.base) as u64;
            let probe = h.pages.base + rng.below(span);
            let at = match live.range(probe..).next() {
                Some((&at, _)) => at,
                None => *live.keys().next().unwrap(),
            };
            let block = live.remove(&at).unwrap();
            assert!(holds(at, block.size, block.fill), "contents changed");
            if choice < 7 {
                h.d(at, block.size, block.align);
            } else {
                let size = random_size(&mut rng);
                let moved = h.r(at, block.size, block.align, size);
                check_place(&h, &live, moved, size, block.align);
                assert!(
                    holds(moved, size.min(block.size), block.fill),
                    "realloc lost contents"
                );
                fill(moved, size, block.fill);
                live.insert(moved, Live { size, ..block });
            }
        }
    }
    for (at, block) in std::mem::take(&mut live) {
        assert!(holds(at, block.size, block.fill));
        h.d(at, block.size, block.align);
    }
    // Everything is free again: with the emptied pages of small blocks swept, all the memory
    // the heap took is one run.
    // SAFETY: the lists hold only free blocks.
    unsafe { h.sweep() };
    assert_eq!(h.classes, [0; CLASSES]);
    assert_eq!(h.runs, h.pages.base);
    assert_eq!(h.free_bytes(), h.top() - h.pages.base);
    let top = h.top();
    // Small blocks now come out of that run: memory does not grow.
    let mut again = Rng(seed);
    let mut blocks = Vec::new();
    for _ in 0..steps / 4 {
        let size = 1 + again.below(64);
        let at = h.a(size, 8);
        check_place(&h, &BTreeMap::new(), at, size, 8);
        blocks.push((at, size));
    }
    assert_eq!(h.top(), top);
    for (at, size) in blocks {
        h.d(at, size, 8);
    }
}

#[test]
fn random_allocs_frees_and_reallocs_keep_blocks_apart_aligned_and_intact() {
    for seed in 1..=6u64 {
        random_run(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), 20_000);
    }
}

/// The pattern of the wasm memory test: a call with large blocks, calls with small ones, and
/// the large call again, which must fit in the memory that the first one left.
#[test]
fn large_then_small_then_large_again_needs_no_more_memory() {
    let mut h = heap(256);
    let large = |h: &mut Heap<Arena>| {
        let blocks: Vec<(usize, usize)> = [5_000_000, 700_000, 2_000_000, 90_000]
            .iter()
            .map(|&size| (h.a(size, 8), size))
            .collect();
        for (at, size) in blocks {
            h.d(at, size, 8);
        }
    };
    let small = |h: &mut Heap<Arena>| {
        let blocks: Vec<(usize, usize)> = [4096, 16384, 100, 30000, 900, 24]
            .iter()
            .map(|&size| (h.a(size, 4), size))
            .collect();
        for (at, size) in blocks {
            h.d(at, size, 4);
        }
    };
    large(&mut h);
    let top = h.top();
    for round in 0..20 {
        if round % 5 == 0 {
            large(&mut h);
        }
        small(&mut h);
    }
    large(&mut h);
    assert_eq!(h.top(), top);
}
