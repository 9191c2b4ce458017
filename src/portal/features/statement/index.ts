// statement: the member's statement of every money movement (its own chunk).
export const loadStatement = () => import('./Statement.tsx');
