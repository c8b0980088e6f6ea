import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_BASE, type CreateCharacterInput, charactersApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';

/** Portraits are served by the API under the resources base. */
export function iconUrl(icon: string | null | undefined): string | null {
  return icon ? `${API_BASE}/resources/${icon.split('/').map(encodeURIComponent).join('/')}` : null;
}

const characterKeys = {
  all: ['characters'] as const,
  byId: (id: string) => ['characters', 'by-id', id] as const,
  search: (name: string) => ['characters', 'search', name] as const,
};

export const characterQuery = (id: string) =>
  queryOptions({
    queryKey: characterKeys.byId(id),
    queryFn: ({ signal }) => apiRequest(charactersApi.byId, { params: { id }, signal }),
  });

export const characterSearchQuery = (name: string) =>
  queryOptions({
    queryKey: characterKeys.search(name),
    queryFn: ({ signal }) => apiRequest(charactersApi.search, { query: { name }, signal }),
    enabled: name.trim().length > 0,
  });

export function useCreateCharacter() {
  return useMutation({ mutationFn: (input: CreateCharacterInput) => apiRequest(charactersApi.create, { body: input }) });
}

export function useUpdateBio() {
  return useMutation({ mutationFn: (bio: string) => apiRequest(charactersApi.bio, { body: { bio } }) });
}

export function useUploadIcon() {
  return useMutation({
    mutationFn: (image: Blob) => {
      const form = new FormData();
      const extension = image.type === 'image/webp' ? 'webp' : 'png';
      form.append('icon', image, `portrait.${extension}`);
      return apiRequest(charactersApi.icon, { formData: form });
    },
  });
}

export function useRetireCharacter() {
  return useMutation({ mutationFn: () => apiRequest(charactersApi.retire) });
}
