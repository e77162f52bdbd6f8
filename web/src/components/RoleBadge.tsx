import { ROLE_BADGES, type Role } from '@factlens/common';
import { Badge } from './ui/Badge';

/** Role label and colour of docs/adr/0017-screens-and-badges.md: Administrator red, Moderator orange, Early Access green, Free User gray. */
export function RoleBadge({ role }: { role: Role }) {
  const badge = ROLE_BADGES[role];
  return (
    <Badge $tone={badge.color} data-tone={badge.color}>
      {badge.label}
    </Badge>
  );
}
