import { CategorySection } from './Category.tsx';

export function ElottSection() {
  return <CategorySection category="elott" />;
}
