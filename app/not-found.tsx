import { NotFoundHelp } from '@/features/not-found/not-found-help';
import { ErrorView } from '@/ui/error/error-view';
import { NotFoundMessage } from '@/ui/error/not-found-message.client';

export default function NotFound() {
  return (
    <ErrorView status={404} message={<NotFoundMessage />}>
      <NotFoundHelp />
    </ErrorView>
  );
}
