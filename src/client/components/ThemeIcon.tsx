/** A theme's icon: the catalogue names lucide icons as strings (shared code cannot import React). */
import {
  Brain,
  CloudFog,
  CloudRain,
  Compass,
  Flame,
  Flower2,
  Heart,
  HeartCrack,
  HeartHandshake,
  Leaf,
  LifeBuoy,
  Mail,
  Megaphone,
  MessageCircleHeart,
  Moon,
  PartyPopper,
  Rocket,
  Star,
  Sun,
  Users,
  Wind,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  Brain,
  CloudFog,
  CloudRain,
  Compass,
  Flame,
  Flower2,
  Heart,
  HeartCrack,
  HeartHandshake,
  Leaf,
  LifeBuoy,
  Mail,
  Megaphone,
  Moon,
  PartyPopper,
  Rocket,
  Star,
  Sun,
  Users,
  Wind,
};

export function ThemeIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? MessageCircleHeart;
  return <Icon className={className} aria-hidden="true" />;
}
