//! The allocator of the wasm build: size classes for small blocks, a short list of runs of
//! pages for large ones.
//!
//! A block of at most 32 KiB comes from one of twelve free lists, one for each power of two
//! from 16 bytes to 32 KiB: its size and alignment, rounded up to a power of two, name the
//! list, so that alloc and dealloc each pop or push one link, whatever the number of free
//! blocks (lol_alloc's free list, used before, was walked whole on every call, which made the
//! solver and the bot slow). An empty list is filled by halving a block of the next larger
//! non-empty list (a buddy system that does not merge), or from a new 64 KiB page: its first
//! 16 bytes count its blocks in use, and the rest is one block of each class, at the offset
//! equal to its size. Every block of a class is so aligned to its size.
//!
//! Larger blocks (the copy of the rows, a solver's table, the bot's tree) take whole pages
//! from a list of free runs of pages kept in address order, first fit, merged with their
//! neighbours when freed; those blocks are few, so the list is short. Before memory grows
//! for a large block or a new page, the pages of small blocks that have emptied since
//! (their count is 0) leave the lists and go back to the runs, so that memory stays flat
//! when calls with large blocks and calls with small ones alternate.
//!
//! The logic is the plain struct [`Heap`] over a source of pages, which the native tests
//! (`alloc_tests.rs`) drive over an arena of their own; only `Allocator` knows `memory.grow`.
//! This is the crate's only `unsafe`: the free lists live inside the free memory itself.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;

/// The size of a page of wasm memory, the unit that memory grows by.
const PAGE: usize = 1 << 16;
/// log2 of the smallest block: room for a link and the alignment of any Rust scalar.
const MIN: u32 = 4;
/// The number of size classes: 16 bytes to 32 KiB. A block of class `CLASSES` is a page.
const CLASSES: usize = 12;
/// Bytes of a word: a link, or the size of a free run.
const WORD: usize = std::mem::size_of::<usize>();

/// Where memory comes from: wasm's `memory.grow`, or an arena in the tests.
pub(crate) trait Pages {
    /// The fewest pages memory grows by at a time; what the heap does not need yet becomes
    /// a free run.
    const STEP: usize = 1;

    /// Adds `pages` pages of zeroed memory and returns the number of the first (its address
    /// over `PAGE`), or `usize::MAX` when there is no more memory.
    fn grow(&mut self, pages: usize) -> usize;
}

/// The state of the allocator: the heads of the class lists and of the list of free runs of
/// pages. 0 is the end of a list: no block is ever at address 0.
pub(crate) struct Heap<P> {
    classes: [usize; CLASSES],
    runs: usize,
    /// Whether a page of small blocks has had its last one freed since the last sweep.
    emptied: bool,
    pages: P,
}

/// The class of a block of `size` bytes aligned to `align`: `CLASSES` or more is a large block.
fn class(size: usize, align: usize) -> usize {
    // `| 15`: what fits in 16 bytes is class 0.
    (usize::BITS - MIN - ((size.max(align) - 1) | ((1 << MIN) - 1)).leading_zeros()) as usize
}

/// `bytes` rounded up to whole pages; `bytes` is at most `isize::MAX`, so this cannot overflow.
fn whole_pages(bytes: usize) -> usize {
    bytes.wrapping_add(PAGE - 1) & !(PAGE - 1)
}

/// The word at `at`.
///
/// SAFETY: `at` must be the address of a word-aligned word of memory that the heap owns.
unsafe fn get(at: usize) -> usize {
    // SAFETY: as the caller promises.
    unsafe { (at as *const usize).read() }
}

/// Writes `value` at `at`.
///
/// SAFETY: as for [`get`]; the word must not be part of a block that is handed out.
unsafe fn set(at: usize, value: usize) {
    // SAFETY: as the caller promises.
    unsafe { (at as *mut usize).write(value) }
}

impl<P: Pages> Heap<P> {
    /// An empty heap that takes its memory from `pages`.
    pub(crate) const fn new(pages: P) -> Heap<P> {
        Heap {
            classes: [0; CLASSES],
            runs: 0,
            emptied: false,
            pages,
        }
    }

    /// A block for `layout`, or null when memory is exhausted or the alignment is over a page.
    ///
    /// SAFETY: every address the page source hands out must be memory this heap alone uses.
    #[inline(never)]
    pub(crate) unsafe fn alloc(&mut self, layout: Layout) -> *mut u8 {
        let k = class(layout.size(), layout.align());
        let at = if k < CLASSES {
            // SAFETY: the lists and runs hold only free memory of this heap.
            unsafe { self.small(k) }
        } else if layout.align() <= PAGE {
            // SAFETY: as above.
            unsafe { self.take(whole_pages(layout.size())) }
        } else {
            0
        };
        at as *mut u8
    }

    /// A block of class `k`, or 0.
    unsafe fn small(&mut self, k: usize) -> usize {
        // The smallest non-empty class from `k` up; `CLASSES` if none.
        let mut j = k;
        // SAFETY: `j` is a class while it is below `CLASSES`.
        while j < CLASSES && unsafe { *self.head(j) } == 0 {
            j += 1;
        }
        // A new page when none is: its first 16 bytes count its blocks in use, and the rest
        // splits into one block of each class, at the offset equal to its size.
        let fresh = j == CLASSES;
        // SAFETY: the runs and lists hold only free memory of this heap.
        let mut block = unsafe {
            match fresh {
                true => self.take(PAGE),
                false => self.pop(j),
            }
        };
        if block == 0 {
            return 0;
        }
        let low = if fresh { 0 } else { k };
        // SAFETY: the upper halves are free parts of the block; a page of small blocks starts
        // with its count.
        unsafe {
            while j > low {
                j -= 1;
                self.push(j, block + (1 << (j as u32 + MIN)));
            }
            if fresh {
                set(block, 0);
                set(block + WORD, 0);
                block = self.pop(k);
            }
            let page = block & !(PAGE - 1);
            set(page, get(page) + 1);
        }
        block
    }

    /// The head of list `k`; `k` must be below `CLASSES` for it to be read or written.
    fn head(&mut self, k: usize) -> *mut usize {
        self.classes.as_mut_ptr().wrapping_add(k)
    }

    /// Puts the free block at `at` at the head of list `k`, a class.
    unsafe fn push(&mut self, k: usize, at: usize) {
        let head = self.head(k);
        // SAFETY: `k` is a class; the block is free: its first word becomes the link.
        unsafe {
            set(at, *head);
            *head = at;
        }
    }

    /// The first block of list `k`, taken off it; `k` must be a class whose list is not empty.
    unsafe fn pop(&mut self, k: usize) -> usize {
        let head = self.head(k);
        // SAFETY: a list's head is a free block whose first word is the next link.
        unsafe {
            let block = *head;
            *head = get(block);
            block
        }
    }

    /// Gives every page of small blocks that has none in use back to the runs: its free
    /// blocks, which then tile it but for its count, leave their lists.
    #[inline(never)]
    unsafe fn sweep(&mut self) {
        for k in 0..CLASSES {
            let mut link = self.head(k);
            // SAFETY: `link` points at a list's head or at a free block's link; a page of
            // small blocks starts with its count of blocks in use and the bytes of free
            // blocks that this sweep has taken off the lists.
            unsafe {
                while *link != 0 {
                    let block = *link;
                    let page = block & !(PAGE - 1);
                    if get(page) == 0 {
                        *link = get(block);
                        let taken = get(page + WORD) + (1 << (k as u32 + MIN));
                        if taken == PAGE - (1 << MIN) {
                            self.give(page, PAGE);
                        } else {
                            set(page + WORD, taken);
                        }
                    } else {
                        link = block as *mut usize;
                    }
                }
            }
        }
    }

    /// `bytes` (a multiple of the page) from the first free run that holds them: a page for
    /// small blocks from the run's start, a large block from its end. When no run does, the
    /// pages of small blocks that have emptied go back to the runs and the runs are tried
    /// again, and only then does memory grow. Returns 0 when memory is exhausted.
    ///
    /// The sweep waits until memory would grow: it walks every free block, and a search
    /// that makes and drops many small blocks empties a page now and then, so sweeping at
    /// every large block or new page took about a twentieth of the solver's time in
    /// WebAssembly.
    #[inline(never)]
    unsafe fn take(&mut self, bytes: usize) -> usize {
        loop {
            let mut link: *mut usize = &mut self.runs;
            // SAFETY: `link` points at `self.runs` or at the first word of a free run; each
            // run's second word is its size.
            unsafe {
                while *link != 0 {
                    let run = *link;
                    let size = get(run + WORD);
                    if size >= bytes {
                        let rest = size - bytes;
                        if rest == 0 {
                            *link = get(run);
                            return run;
                        }
                        // A page for small blocks comes from the start of the run, large
                        // blocks from its end: the pages of small blocks that stay in their
                        // lists until the next sweep then gather at the low end, and do not
                        // cut the room that large blocks come back to.
                        if bytes == PAGE {
                            let next = run + PAGE;
                            set(next, get(run));
                            set(next + WORD, rest);
                            *link = next;
                            return run;
                        }
                        set(run + WORD, rest);
                        return run + rest;
                    }
                    link = run as *mut usize;
                }
            }
            if self.emptied {
                self.emptied = false;
                // SAFETY: the lists hold only free blocks of this heap.
                unsafe { self.sweep() };
                continue;
            }
            // No run is large enough: new pages, which merge with the last run when it ends
            // where they start.
            let pages = bytes / PAGE;
            let step = pages.max(P::STEP);
            // When a step is more than memory has left, exactly what is needed may still fit.
            let (first, grown) = match self.pages.grow(step) {
                usize::MAX if step > pages => (self.pages.grow(pages), pages),
                first => (first, step),
            };
            match first {
                usize::MAX => return 0,
                // SAFETY: the new pages are this heap's alone.
                first => unsafe { self.give(first * PAGE, grown * PAGE) },
            }
        }
    }

    /// Puts the `bytes` at `at` (whole pages) back into the runs, merged with their neighbours.
    #[inline(never)]
    unsafe fn give(&mut self, at: usize, bytes: usize) {
        let mut before = 0;
        let mut link: *mut usize = &mut self.runs;
        // SAFETY: as in `take`; `at` and its `bytes` are free memory of this heap.
        unsafe {
            while *link != 0 && *link < at {
                before = *link;
                link = before as *mut usize;
            }
            let mut after = *link;
            let mut size = bytes;
            if after != 0 && at + bytes == after {
                size += get(after + WORD);
                after = get(after);
            }
            if before != 0 && before + get(before + WORD) == at {
                set(before + WORD, get(before + WORD) + size);
                set(before, after);
            } else {
                set(at, after);
                set(at + WORD, size);
                *link = at;
            }
        }
    }

    /// Frees the block at `ptr`, allocated for `layout`.
    ///
    /// SAFETY: `ptr` must come from this heap's `alloc` or `realloc` with this `layout`, and
    /// not be freed yet.
    #[inline(never)]
    pub(crate) unsafe fn dealloc(&mut self, ptr: *mut u8, layout: Layout) {
        let at = ptr as usize;
        let k = class(layout.size(), layout.align());
        if k < CLASSES {
            let page = at & !(PAGE - 1);
            // SAFETY: the block is the caller's no longer; it lies in a page of small blocks,
            // whose first word counts those in use.
            unsafe {
                self.push(k, at);
                let used = get(page) - 1;
                set(page, used);
                self.emptied |= used == 0;
            }
        } else {
            // SAFETY: a large block is whole pages of this heap, free from now on.
            unsafe { self.give(at, whole_pages(layout.size())) }
        }
    }
}

/// A [`Heap`] as a global allocator. `realloc` is the trait's own (a new block, a copy, a
/// free): a growing `Vec` doubles its capacity, so its new size is in the next class anyway.
pub(crate) struct Global<P>(UnsafeCell<Heap<P>>);

impl<P: Pages> Global<P> {
    /// The allocator of `heap`.
    pub(crate) const fn over(heap: Heap<P>) -> Global<P> {
        Global(UnsafeCell::new(heap))
    }
}

// SAFETY: `Global` is `Sync` only over wasm memory, where there is one thread, so each call
// has the heap to itself; the heap calls nothing that allocates, so there is no reentrance.
// `Heap` hands out blocks of at least the layout's size and alignment, or null, that stay
// apart until freed, over memory that only it uses.
unsafe impl<P: Pages> GlobalAlloc for Global<P> {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: no other call has the heap now, as above; the caller's promises pass on.
        unsafe { (*self.0.get()).alloc(layout) }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { (*self.0.get()).dealloc(ptr, layout) }
    }
}

/// The global allocator of the wasm build.
#[cfg(target_arch = "wasm32")]
pub(super) type Allocator = Global<wasm::Memory>;

#[cfg(target_arch = "wasm32")]
mod wasm {
    use super::{Global, Heap, Pages};
    use core::arch::wasm32::memory_grow;

    /// Wasm memory 0, grown a page at a time.
    pub(in crate::wasm) struct Memory;

    impl Pages for Memory {
        /// A megabyte: each time wasm memory grows, the engine makes a new `ArrayBuffer` and
        /// may collect garbage (a solver that grew it a page at a time spent a twentieth of
        /// its time in V8's collector).
        const STEP: usize = 16;

        fn grow(&mut self, pages: usize) -> usize {
            memory_grow(0, pages)
        }
    }

    #[cfg(target_feature = "atomics")]
    compile_error!("the wasm allocator assumes a single thread");

    // SAFETY: this crate's wasm build has no threads (it is built without the `atomics`
    // target feature, which the line above checks), so the heap is never reached from two.
    unsafe impl Sync for Global<Memory> {}

    impl Global<Memory> {
        /// The allocator over wasm memory.
        pub(in crate::wasm) const fn new() -> Global<Memory> {
            Global::over(Heap::new(Memory))
        }
    }
}

#[cfg(test)]
#[path = "alloc_tests.rs"]
mod tests;
