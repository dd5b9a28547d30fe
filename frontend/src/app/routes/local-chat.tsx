import { LocalChatPage } from '@/features/local-edition/components/chat/local-chat-page';

export default function LocalChatRoute() {
  return <LocalChatPage />;
}
