import type { ProjectRow } from './loadProjects';

export function ProjectsTable({ projects }: { projects: ProjectRow[] }) {
  return (
    <table data-testid="projects-table">
      <thead>
        <tr>
          <th scope="col">Id</th>
          <th scope="col">Title</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {projects.length === 0 ? (
          <tr>
            <td colSpan={3} className="empty">
              No projects are visible to this token.
            </td>
          </tr>
        ) : (
          projects.map((project) => (
            <tr key={project.id}>
              <td>
                <code>{project.id}</code>
              </td>
              <td>{project.title}</td>
              <td>{project.description}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
