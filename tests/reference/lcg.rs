//! The small deterministic generator of the randomized tests (a 64-bit LCG), shared by the
//! unit tests, the integration tests and the wasm tests through `#[path]`.

/// A linear congruential generator; `below(n)` draws from `0..n`.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
