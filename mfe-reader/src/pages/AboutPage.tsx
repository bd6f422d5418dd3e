import { TAGLINE, useDocumentHead, siteName } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { ProseShell } from '../components/PageShell.tsx';

const TEAM = [
  { name: 'Amelia Hart', role: 'Editor-in-Chief' },
  { name: 'Tendai Moyo', role: 'Zimbabwe Correspondent' },
  { name: 'James Whitfield', role: 'Politics Editor' },
  { name: 'Rumbidzai Chikore', role: 'Business & Finance Editor' },
  { name: 'Oliver Grant', role: 'Sports Editor' },
  { name: 'Nyasha Dube', role: 'Arts & Culture Editor' },
] as const;

/** Exposed as ./AboutPage (/about): mission, team, and the way to reach us. */
export function AboutPage() {
  const name = siteName();
  useDocumentHead({ title: `About | ${name}` });
  return (
    <ProseShell>
      <h1>About {name}</h1>
      <p>
        <strong>{TAGLINE}</strong>
      </p>
      <section aria-labelledby="mission-title">
        <h2 id="mission-title">Our Mission</h2>
        <p>
          {name} is an independent daily news publication covering the United Kingdom, Zimbabwe and the world. We report
          accurately, fairly and without fear or favour, so that our readers can understand the events that shape their
          lives and hold power to account.
        </p>
        <p>
          Every story is checked by an editor before publication, corrections are made openly, and our reporting is
          never influenced by advertisers.
        </p>
      </section>
      <section aria-labelledby="team-title">
        <h2 id="team-title">Our Team</h2>
        <ul>
          {TEAM.map((member) => (
            <li key={member.name}>
              <strong>{member.name}</strong>, {member.role}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reach-title">
        <h2 id="reach-title">Get in Touch</h2>
        <p>
          Have a question, a correction or a story we should hear about? <Link to="/contact">Contact us</Link> or{' '}
          <Link to="/submit-story">submit a story</Link>.
        </p>
      </section>
    </ProseShell>
  );
}
