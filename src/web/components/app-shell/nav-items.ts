import {
  AudioLines,
  ChartColumn,
  Clapperboard,
  Coins,
  FileUp,
  Image,
  Images,
  ImageUp,
  LayoutDashboard,
  PackageCheck,
  Link2,
  Mic,
  PanelsTopLeft,
  PenLine,
  Rocket,
  Send,
  Share2,
  ShieldCheck,
  UserRound,
  Users,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/** The sidebar of the spec's app shell, in its order. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: 'Studio',
    items: [
      { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { to: '/videos', label: 'Create Video', icon: Clapperboard },
      { to: '/episodes', label: 'Episodes', icon: AudioLines },
      { to: '/images', label: 'Image Studio', icon: WandSparkles },
      { to: '/photos', label: 'My photos', icon: Images },
      { to: '/start', label: 'Quick start', icon: Rocket },
      { to: '/simple-upload', label: 'Simple upload', icon: ImageUp },
      { to: '/characters', label: 'Characters', icon: UserRound },
      { to: '/backgrounds', label: 'Backgrounds', icon: Image },
      { to: '/scripts', label: 'Scripts', icon: PenLine },
      { to: '/voices', label: 'Voices', icon: Mic },
      { to: '/credits', label: 'Credits', icon: Coins },
    ],
  },
  {
    label: 'Publishing',
    items: [
      { to: '/social-connections', label: 'Social connections', icon: Link2 },
      { to: '/social-media', label: 'Social media', icon: Share2 },
    ],
  },
  {
    label: 'CRM & Leads',
    items: [
      { to: '/crm/dashboard', label: 'CRM Dashboard', icon: Users },
      { to: '/crm/import', label: 'Import Leads', icon: FileUp },
      { to: '/crm/outreach', label: 'Outreach', icon: Send },
      { to: '/crm/landing-pages', label: 'Landing Pages', icon: PanelsTopLeft },
      { to: '/crm/analytics', label: 'Analytics', icon: ChartColumn },
    ],
  },
];

/** Shown to admins only (the server checks the role on every admin route all the same). */
export const ADMIN_NAV_GROUP: NavGroup = {
  label: 'Admin',
  items: [{ to: '/admin', label: 'Admin', icon: ShieldCheck }],
};

/**
 * First in the sidebar for a client with a service order (issue 28): the done-for-you orders
 * they paid for. Hidden for everyone without one (nothing to show there).
 */
export const ORDERS_NAV_GROUP: NavGroup = {
  label: 'Service',
  items: [{ to: '/orders', label: 'Orders', icon: PackageCheck }],
};
