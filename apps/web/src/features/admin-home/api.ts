import { queryOptions } from '@tanstack/react-query';
import { type AnnouncementInput, type FeatureInput, homeAdminApi, homeApi, type RoadmapPhaseInput } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { useListMutation } from '@/lib/use-list-mutation.ts';

/** Staff see the lists as stored now: no staleness, and their own keys apart from the home page's cache. */
const adminHomeKeys = {
  all: ['admin', 'home'] as const,
  announcements: ['admin', 'home', 'announcements'] as const,
  features: ['admin', 'home', 'features'] as const,
  roadmap: ['admin', 'home', 'roadmap'] as const,
};

export const adminAnnouncementsQuery = queryOptions({
  queryKey: adminHomeKeys.announcements,
  queryFn: ({ signal }) => apiRequest(homeApi.announcements, { signal }),
  staleTime: 0,
});

export const adminFeaturesQuery = queryOptions({
  queryKey: adminHomeKeys.features,
  queryFn: ({ signal }) => apiRequest(homeApi.features, { signal }),
  staleTime: 0,
});

export const adminRoadmapQuery = queryOptions({
  queryKey: adminHomeKeys.roadmap,
  queryFn: ({ signal }) => apiRequest(homeApi.roadmap, { signal }),
  staleTime: 0,
});

export const useCreateAnnouncement = (onChanged?: () => void) =>
  useListMutation(
    adminHomeKeys.announcements,
    (body: AnnouncementInput) => apiRequest(homeAdminApi.createAnnouncement, { body }),
    onChanged,
  );

export const useDeleteAnnouncement = (onChanged?: () => void) =>
  useListMutation(
    adminHomeKeys.announcements,
    (id: string) => apiRequest(homeAdminApi.deleteAnnouncement, { params: { id } }),
    onChanged,
  );

export const useSaveFeature = (onChanged?: () => void) =>
  useListMutation(adminHomeKeys.features, (body: FeatureInput) => apiRequest(homeAdminApi.saveFeature, { body }), onChanged);

export const useDeleteFeature = (onChanged?: () => void) =>
  useListMutation(adminHomeKeys.features, (id: string) => apiRequest(homeAdminApi.deleteFeature, { params: { id } }), onChanged);

export const useSaveRoadmapPhase = (onChanged?: () => void) =>
  useListMutation(
    adminHomeKeys.roadmap,
    (body: RoadmapPhaseInput) => apiRequest(homeAdminApi.saveRoadmapPhase, { body }),
    onChanged,
  );

export const useDeleteRoadmapPhase = (onChanged?: () => void) =>
  useListMutation(
    adminHomeKeys.roadmap,
    (id: string) => apiRequest(homeAdminApi.deleteRoadmapPhase, { params: { id } }),
    onChanged,
  );
