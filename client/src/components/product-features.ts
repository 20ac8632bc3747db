import { BellRing, FileText, PawPrint, ShieldCheck, type LucideIcon } from 'lucide-react';

export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The four features the landing and sign-in copy list (access-and-identity.md §1). */
export const FEATURES: readonly Feature[] = [
  {
    title: 'AI-powered report processing',
    description: 'Upload a shelter PDF and every animal record is extracted, zone by zone.',
    icon: FileText,
  },
  {
    title: 'Real-time animal population tracking',
    description: 'Counts, adoption levels and kennel locations update as reports land.',
    icon: PawPrint,
  },
  {
    title: 'Real-time alert processing',
    description: 'Behaviour alerts from email, reports and staff notes, triaged as they arrive.',
    icon: BellRing,
  },
  {
    title: 'Secure staff access and reporting',
    description: 'Invitation-only accounts, role-based access and two-factor sign-in.',
    icon: ShieldCheck,
  },
];
