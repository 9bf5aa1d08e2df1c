import { MessagePage } from '@/ui/shell/MessagePage';

/** A host that is no shop of this deployment: a clear message that says so. */
export function UnknownShop() {
  return <MessagePage titleKey="unknownShop.title" textKey="unknownShop.text" />;
}
