import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaAssetSchema, mediaDeleteResultSchema } from '../../../../common/media/media-schemas';
import { adminFetch, errorMessage } from '../../data/admin-api';
import { adminKeys } from '../../data/query-keys';
import { notify, notifyError } from '../../../lib/toast';

/**
 * `PATCH /api/admin/media/{id}` with `{ altText }`: the answer is the item as saved. A refusal is shown
 * next to the field by the form (no toast), so the person sees which value was refused.
 */
export function useUpdateAltText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, altText }: { id: string; altText: string }) =>
      adminFetch(`/api/admin/media/${id}`, { method: 'PATCH', body: { altText }, schema: mediaAssetSchema }),
    onSuccess: () => {
      notify('Alt text saved');
      void queryClient.invalidateQueries({ queryKey: adminKeys.media });
    },
  });
}

/** `DELETE /api/admin/media/{id}` (back-office §7): the file and every variant go; 'Failed to delete media'. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminFetch(`/api/admin/media/${id}`, { method: 'DELETE', schema: mediaDeleteResultSchema }),
    onSuccess: () => {
      notify('Media deleted');
      void queryClient.invalidateQueries({ queryKey: adminKeys.media });
    },
    onError: (error) => notifyError('Error', errorMessage(error, 'Failed to delete media')),
  });
}
