import { CalendarClock, FileText, ListChecks, MessagesSquare, type LucideIcon } from 'lucide-react';

/** What Meeting Prep will do once calendar integration lands (operations §2: sample UI in v1.9.3). */
export const MEETING_FEATURES: { title: string; description: string; icon: LucideIcon }[] = [
  { title: 'Agendas from the latest report', description: 'Pull the animals that need a decision straight from the latest Salem report.', icon: FileText },
  { title: 'Animal briefs', description: 'One-page summaries of each animal’s status, adoption level and behavior history.', icon: ListChecks },
  { title: 'Talking points', description: 'Suggested discussion points drawn from behavior insights and alerts.', icon: MessagesSquare },
  { title: 'Calendar sync', description: 'Schedule meetings and share agendas with attendees from your calendar.', icon: CalendarClock },
];

export interface MeetingTemplate {
  id: string;
  name: string;
  description: string;
  duration: string;
  attendees: string;
  agenda: string[];
  palette: string;
}

export const MEETING_TEMPLATES: MeetingTemplate[] = [
  {
    id: 'medical-review',
    name: 'Medical Review',
    description: 'Animals on a medical hold and their treatment plans.',
    duration: '30 min',
    attendees: 'Veterinary staff, shelter manager',
    agenda: ['Animals on MEDICAL or BEH_MED hold', 'Treatment progress and expected release', 'Isolation space and capacity'],
    palette: 'red',
  },
  {
    id: 'behavior-committee',
    name: 'Behavior Committee',
    description: 'Behavior holds, high-severity alerts and re-evaluations.',
    duration: '45 min',
    attendees: 'Behavior team, supervisors',
    agenda: ['New L3 and L4 behavior alerts', 'Animals due for re-evaluation', 'Placement decisions and handling plans'],
    palette: 'orange',
  },
  {
    id: 'adoption-review',
    name: 'Adoption Review',
    description: 'Adoptable animals, long stays and pending adoptions.',
    duration: '30 min',
    attendees: 'Adoption counselors, shelter manager',
    agenda: ['Level 1 and Level 2 animals ready for promotion', 'Longest-stay animals', 'Pending adoptions and follow-ups'],
    palette: 'green',
  },
];
