import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminGuard, CharacterGuard } from './guards/guards.tsx';
import { Shell } from './layouts/shell.tsx';
import { RouteError } from './route-error.tsx';

const comingSoon = (name: 'DeedsRoute' | 'TrainingRoute' | 'CityRoute' | 'TravelRoute' | 'ChatRoute') => async () => ({
  Component: (await import('./routes/coming-soon.tsx'))[name],
});

const home = () => import('./routes/home.tsx');

/** The spec's route table. Every screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p className="status-message">Loading...</p>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: 'character/create', lazy: () => import('./routes/create-character.tsx') },
          {
            path: 'admin',
            element: <AdminGuard />,
            children: [
              { index: true, lazy: async () => ({ Component: (await import('./routes/admin.tsx')).DashboardRoute }) },
              { path: ':section', lazy: async () => ({ Component: (await import('./routes/admin.tsx')).SectionRoute }) },
            ],
          },
          {
            element: <CharacterGuard />,
            children: [
              { index: true, lazy: home },
              { path: 'home', lazy: home },
              { path: 'deeds', lazy: comingSoon('DeedsRoute') },
              { path: 'training', lazy: comingSoon('TrainingRoute') },
              { path: 'quests', lazy: () => import('./routes/quests.tsx') },
              { path: 'chat', lazy: comingSoon('ChatRoute') },
              { path: 'city', lazy: comingSoon('CityRoute') },
              { path: 'travel', lazy: comingSoon('TravelRoute') },
              { path: 'profile', lazy: () => import('./routes/profile.tsx') },
              { path: 'edit-profile', lazy: () => import('./routes/edit-profile.tsx') },
              { path: 'character/search', lazy: () => import('./routes/character-search.tsx') },
              { path: 'character/view/:id', lazy: () => import('./routes/character-view.tsx') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
