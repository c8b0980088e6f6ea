/** The home page's opening words. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="hero__kicker">A text adventure of choices and consequences</p>
      <h1 id="hero-title" className="hero__title">
        Welcome to Tales of Deeds
      </h1>
      <p className="hero__lead">
        Forge a hero, a rogue or something in between. Perform deeds for gold and glory, train your skills, travel between cities,
        and write your legend alongside adventurers from across the realm.
      </p>
    </section>
  );
}

export function CommunityBlurb() {
  return (
    <section className="panel community" aria-labelledby="community-title">
      <h2 id="community-title" className="panel__title">
        Join the Community
      </h2>
      <p>
        Every tale is better told together. Say hello in the Global Chat, look up fellow adventurers with Search Players, and tell
        us what you would like to see next in the realm. Your feedback shapes the roadmap.
      </p>
    </section>
  );
}
