/*
 * STAND-IN until the Go High Level branch merges: its gohighlevel-card.tsx (credentials and
 * feature-settings dialogs) replaces this file. The Connections tab of /social-media imports
 * it from here.
 */
import { PlatformCardFrame } from './platform-card';
import { Badge } from '../../../components/ui/badge';

export function GoHighLevelCard() {
  return (
    <PlatformCardFrame
      platform="gohighlevel"
      description="Calendar, opportunities, conversations and the social planner of your location."
      badge={<Badge variant="secondary">Not connected</Badge>}
      testId="gohighlevel-card"
    />
  );
}
