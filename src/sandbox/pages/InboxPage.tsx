import { useCallback, useEffect, useState } from 'react';
import type { ApiContext } from '@/api/http';
import { getSandboxInbox } from '@/api/sandboxPay';
import { banner, button, page } from './styles';

type Message = Awaited<ReturnType<typeof getSandboxInbox>>['messages'][number];

/** How often the inbox looks for new codes while it is open. */
const REFRESH_MS = 5000;

/** The phone and mailbox of the sandbox: OTP, registration and reset codes the shop "sent". */
export function InboxPage({ ctx }: { ctx: Pick<ApiContext, 'shopId' | 'country'> }) {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    getSandboxInbox(ctx).then(
      (inbox) => {
        setMessages(inbox.messages);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [ctx]);

  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return (
    <div style={page}>
      <p style={banner}>Sandbox inbox: messages the shop would have sent by SMS or email.</p>
      <h1 style={{ fontSize: 22 }}>Inbox</h1>
      <button type="button" style={button('#1a73e8')} onClick={refresh}>
        Refresh
      </button>
      {failed && <p role="alert">The inbox could not be loaded.</p>}
      {messages?.length === 0 && <p>No messages yet.</p>}
      <ul aria-label="Messages">
        {messages?.map((message) => (
          <li key={`${message.createdAt}-${message.text}`}>
            <strong>{message.recipient}</strong> <time dateTime={message.createdAt}>{message.createdAt}</time>
            <div>{message.text}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}
