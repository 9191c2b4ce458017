import { CategorySection } from './Category.tsx';

export function PromotionsSection() {
  return <CategorySection category="promotions" />;
}
