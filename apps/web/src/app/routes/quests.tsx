export function Component() {
  return (
    <div className="page">
      <title>Quests · Tales of Deeds</title>
      <h1>Quests</h1>
      <p>Content for quests goes here</p>
    </div>
  );
}
