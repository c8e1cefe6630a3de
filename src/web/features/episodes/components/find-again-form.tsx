import type { Episode } from '@shared/episodes';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/error-messages';
import { useFindMoments } from '../api/episodes';
import { readMomentFields, type MomentFields } from '../lib/upload-check';
import { MomentFieldsInputs } from './moment-fields';

/** Look for moments again with another length or topic: free, the words are already there. */
export function FindAgainForm({ episode }: { episode: Episode }) {
  const find = useFindMoments(episode.id);
  const [fields, setFields] = useState<MomentFields>({
    minSeconds: String(episode.momentRequest.minSeconds),
    maxSeconds: String(episode.momentRequest.maxSeconds),
    topics: episode.momentRequest.topics.join(', '),
  });
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readMomentFields(fields);
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    setProblem(null);
    find.mutate(read.request, {
      onError: (error) => toast.error(errorMessage(error, 'The moments could not be found.')),
    });
  }

  return (
    <form className="grid gap-3" onSubmit={submit} aria-label="Find moments again">
      <MomentFieldsInputs
        idPrefix="find-again"
        fields={fields}
        onChange={setFields}
        disabled={find.isPending}
      />
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" variant="outline" className="w-fit" disabled={find.isPending}>
        Find moments again (free)
      </Button>
    </form>
  );
}
