import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// Order matters: tokens, then base elements and controls, then the areas that refine them.
import './styles/theme.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/layout.css';
import './styles/header.css';
import './styles/ticker.css';
import './styles/pages.css';
import './styles/home.css';
import './styles/characters.css';
import './styles/edit-profile.css';
import './styles/markdown.css';
import './styles/gameplay.css';
import './styles/world.css';
import './styles/widgets.css';
import './styles/admin.css';
import './styles/chat.css';
import './styles/presence.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
