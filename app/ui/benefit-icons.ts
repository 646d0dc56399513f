import { Check, Heart, Leaf, Shield, Star, Zap, type LucideIcon } from 'lucide-react';
import type { BenefitIcon } from '../../common/catalog/blocks/benefits';

/**
 * The drawing of each benefit icon staff may choose (back-office §3: check, leaf, heart, star, shield,
 * zap): the product page's benefit cards and the editor's preview beside the choice draw the same one.
 */
export const BENEFIT_ICON_SHAPES: Record<BenefitIcon, LucideIcon> = {
  check: Check,
  leaf: Leaf,
  heart: Heart,
  star: Star,
  shield: Shield,
  zap: Zap,
};
