/** Nothing for other features: the player view is the desk's read. */
export {};
