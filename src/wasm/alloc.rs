//! The allocator of the wasm build: lol_alloc's free list, reached through one call.
//!
//! With LTO, LLVM inlined lol_alloc's `alloc` and `dealloc` (a spin lock and a walk of the
//! free list) into every place that allocates or frees memory, about a hundred of them: a
//! fifth of the module. `#[inline(never)]` keeps one copy of each, and a call costs nothing
//! next to the walk. This is the crate's only `unsafe`: implementing `GlobalAlloc` takes an
//! `unsafe impl`, however plain the body; here each method only forwards to lol_alloc.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout};

/// A free-list allocator of under a kilobyte instead of dlmalloc's five: this module makes
/// a handful of allocations a call, so a short free list is all it needs.
pub(super) struct Allocator(lol_alloc::LockedAllocator<lol_alloc::FreeListAllocator>);

impl Allocator {
    pub(super) const fn new() -> Allocator {
        Allocator(lol_alloc::LockedAllocator::new(
            lol_alloc::FreeListAllocator::new(),
        ))
    }
}

// SAFETY: every method passes its arguments unchanged to lol_alloc's allocator, which keeps
// the contract of `GlobalAlloc`; `realloc` and `alloc_zeroed` are the trait's own, which
// lol_alloc uses too.
unsafe impl GlobalAlloc for Allocator {
    #[inline(never)]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's promises about `layout` are passed on as they are.
        unsafe { self.0.alloc(layout) }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's promises about `ptr` and `layout` are passed on as they are.
        unsafe { self.0.dealloc(ptr, layout) }
    }
}
