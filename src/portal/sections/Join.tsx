import { CategorySection } from './Category.tsx';

export function JoinSection() {
  return <CategorySection category="join" />;
}
