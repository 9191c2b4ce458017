/** Nothing for other features: the report is read through its desk call only. */
export {};
