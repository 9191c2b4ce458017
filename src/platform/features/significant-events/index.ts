/** Nothing for other features: they write events through the kernel (security/significant-events.ts). */
export {};
