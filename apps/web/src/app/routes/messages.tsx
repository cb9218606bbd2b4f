import { useParams } from 'react-router';
import { RequireAuth } from '../../components/guards.js';
import { useUser } from '../../lib/auth.js';
import { Inbox, type ConversationActions } from '../../features/messages/components/inbox.js';
import { ReportButton } from '../../features/reports/components/report-button.js';

const reportConversation: ConversationActions = ({ id, otherName }) => (
  <ReportButton
    target={{ kind: 'conversation', conversationId: id, name: `the conversation with ${otherName}` }}
  />
);

/** Messages (/messages) and one conversation (/messages/:id): one screen module for both. */
export function Component() {
  const { id } = useParams();
  const { data: user } = useUser();
  return (
    <>
      <title>Messages · Second Shelf</title>
      <RequireAuth>
        {user && <Inbox openId={id} viewerId={user.id} actions={reportConversation} />}
      </RequireAuth>
    </>
  );
}
